import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { findList, membershipOf, contacts } from "@/modules/crm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { createEmailSendInput, createSmsSendInput, type CreateEmailSendInput, type CreateSmsSendInput } from "../contracts/sends.contracts";
import type { SendKind } from "../contracts/messaging-enums";
import { sends } from "../db/sends.table";
import { enqueueDeliver } from "../jobs/deliver.job";
import type { AudienceRules } from "./audience";
import { insertOutbox, lockEmailAllowance, messageIdHost, meterEmails, startSend } from "./materialise";
import { assertTemplates, assertTopic, senderNumber, usableDomain } from "./send-checks";
import { getMessagingSettings, type MessagingSettingsRow } from "./settings.service";
import { smsCredentialsOf } from "./sms-settings.service";

/**
 * Who a send goes to: a CRM list or segment (with `contactIds`, only those of its members: a
 * sequence step's contacts due now), or named contacts (a transactional message).
 */
export type Audience = { listId: string; contactIds?: string[] } | { contactIds: string[] };

/** What the caller of `sendCampaign` may add: a sequence's step names its kind, its meta, and which of the list's members are due. */
export type EmailSendOptions = { kind?: Extract<SendKind, "campaign" | "sequence_step">; meta?: Record<string, unknown>; contactIds?: string[] };

export type TransactionalInput = {
  contactId: string;
  domainId: string;
  fromName: string;
  fromLocal: string;
  replyTo?: string;
  subject: string;
  html: string;
  text?: string;
  meta?: Record<string, unknown>;
};

const POSTAL_ADDRESS_MISSING = "Add your postal address first (Settings → Sending domains → Sending tab): every marketing email carries it in its footer.";

async function membership(db: Db, tenant: Tenant, audience: Audience): Promise<{ where: SQL; listId: string | null }> {
  if (audience.contactIds?.length === 0) throw new InvalidError("Choose at least one contact.", { contactIds: "Choose at least one contact" });
  const named = audience.contactIds ? sql`crm_contacts.id = any(${sql.param(audience.contactIds)}::uuid[])` : null;
  if (!("listId" in audience)) return { where: named!, listId: null };
  const list = await findList(db, tenant, audience.listId);
  const members = await membershipOf(db, tenant, list);
  return { where: named ? sql`${members} and ${named}` : members, listId: list.id };
}

const capOf = (settings: MessagingSettingsRow) => (settings.frequencyCapCount ? { count: settings.frequencyCapCount, days: settings.frequencyCapDays } : null);

type EmailSpec = Omit<CreateEmailSendInput, "listId" | "trackOpens" | "trackClicks" | "excludeInvalid"> & {
  kind: SendKind;
  marketing: boolean;
  audience: Audience;
  trackOpens: boolean;
  trackClicks: boolean;
  excludeInvalid: boolean;
  meta?: Record<string, unknown>;
};

/**
 * Creates an email send and writes its outbox: checks the domain (the workspace's, verified, with a
 * mail server), the templates, the postal address of marketing mail; then in one transaction the
 * send row, the outbox rows (filters applied), the monthly email meter and the counters. The
 * delivery job is queued once that commits.
 */
async function createEmailSend(db: Db, tenant: Tenant, spec: EmailSpec): Promise<{ sendId: string }> {
  const domain = await usableDomain(db, tenant, spec.domainId);
  const audience = await membership(db, tenant, spec.audience);
  await assertTopic(db, tenant, spec.topicId);
  assertTemplates({ subject: spec.subject, html: spec.html, text: spec.text });
  const settings = await getMessagingSettings(db, tenant.workspaceId);
  if (spec.marketing && !settings.postalAddress.trim()) throw new InvalidError(POSTAL_ADDRESS_MISSING);
  const rules: AudienceRules = {
    workspaceId: tenant.workspaceId,
    channel: "email",
    marketing: spec.marketing,
    topicId: spec.topicId ?? null,
    excludeInvalid: spec.excludeInvalid,
    frequencyCap: capOf(settings),
  };
  const { sendId, queued } = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(sends)
      .values({
        workspaceId: tenant.workspaceId,
        kind: spec.kind,
        channel: "email",
        name: spec.name,
        marketing: spec.marketing,
        listId: audience.listId,
        topicId: spec.topicId ?? null,
        domainId: domain.id,
        fromName: spec.fromName,
        fromLocal: spec.fromLocal,
        replyTo: spec.replyTo ?? null,
        subject: spec.subject,
        html: spec.html,
        text: spec.text ?? null,
        trackOpens: spec.trackOpens,
        trackClicks: spec.trackClicks,
        excludeInvalid: spec.excludeInvalid,
        meta: spec.meta ?? {},
        createdBy: tenant.userId,
      })
      .returning({ id: sends.id });
    const allowance = await lockEmailAllowance(tx, tenant);
    const counts = await insertOutbox(tx, send!.id, rules, audience.where, messageIdHost("email", domain.domain), allowance);
    await meterEmails(tx, tenant, counts.queued);
    await startSend(tx, tenant.workspaceId, send!.id, counts);
    return { sendId: send!.id, queued: counts.queued };
  });
  if (queued > 0) await enqueueDeliver({ workspaceId: tenant.workspaceId, sendId });
  return { sendId };
}

/**
 * The module's public way to send a personalised campaign to a CRM list or segment (or, for a
 * sequence's step, to named contacts). Returns the send's id; delivery runs in the background.
 */
export async function sendCampaign(db: Db, tenant: Tenant, input: CreateEmailSendInput, options: EmailSendOptions = {}): Promise<{ sendId: string }> {
  const data = createEmailSendInput.parse(input);
  const { listId, ...rest } = data;
  return createEmailSend(db, tenant, {
    ...rest,
    kind: options.kind ?? "campaign",
    marketing: true,
    audience: { listId, contactIds: options.contactIds },
    meta: options.meta,
  });
}

/**
 * One message to one contact that isn't marketing (a receipt, a notification): no consent, topic
 * or frequency checks and no unsubscribe footer, but never to an erased, bounced or complaining address.
 */
export async function sendTransactional(db: Db, tenant: Tenant, input: TransactionalInput): Promise<{ sendId: string }> {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, input.contactId), isNull(contacts.erasedAt)));
  if (!contact) throw new NotFoundError("Contact");
  return createEmailSend(db, tenant, {
    name: input.subject.slice(0, 200),
    domainId: input.domainId,
    fromName: input.fromName,
    fromLocal: input.fromLocal,
    replyTo: input.replyTo,
    subject: input.subject,
    html: input.html,
    text: input.text,
    kind: "transactional",
    marketing: false,
    audience: { contactIds: [input.contactId] },
    trackOpens: false,
    trackClicks: false,
    excludeInvalid: false,
    meta: input.meta,
  });
}

/** A marketing text message to a CRM list or segment, from one of the workspace's sender numbers. */
export async function sendSmsCampaign(db: Db, tenant: Tenant, input: CreateSmsSendInput): Promise<{ sendId: string }> {
  const data = createSmsSendInput.parse(input);
  const audience = await membership(db, tenant, { listId: data.listId });
  await assertTopic(db, tenant, data.topicId);
  const from = await senderNumber(db, tenant, data.from);
  const settings = await getMessagingSettings(db, tenant.workspaceId);
  const provider = smsCredentialsOf(settings);
  if (!provider.ok) throw new InvalidError(provider.error);
  assertTemplates({ body: data.body });
  const rules: AudienceRules = {
    workspaceId: tenant.workspaceId,
    channel: "sms",
    marketing: true,
    topicId: data.topicId ?? null,
    excludeInvalid: false,
    frequencyCap: capOf(settings),
  };
  const { sendId, queued } = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(sends)
      .values({
        workspaceId: tenant.workspaceId,
        kind: "campaign",
        channel: "sms",
        name: data.name,
        marketing: true,
        listId: audience.listId,
        topicId: data.topicId ?? null,
        smsBody: data.body,
        smsFrom: from,
        trackOpens: false,
        trackClicks: false,
        excludeInvalid: false,
        createdBy: tenant.userId,
      })
      .returning({ id: sends.id });
    const counts = await insertOutbox(tx, send!.id, rules, audience.where, messageIdHost("sms", null), null);
    await startSend(tx, tenant.workspaceId, send!.id, counts);
    return { sendId: send!.id, queued: counts.queued };
  });
  if (queued > 0) await enqueueDeliver({ workspaceId: tenant.workspaceId, sendId });
  return { sendId };
}

/**
 * Test support for tracking, unsubscribes and bounces: a workspace with a contact and a message
 * already sent to them, written straight into the tables (as the engine leaves them). Tests only.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { makeWorkspace } from "~tests/support/factories";
import { emailHashOf } from "@/modules/crm";
import { activities } from "@/modules/crm/db/activities.table";
import { consentEvents, contacts } from "@/modules/crm/db/contacts.table";
import type { Db } from "@/server/db/client";
// The send-report job records campaigns through connectors' warehouse port, which the composition root fills.
import "@/server/compose";
import type { Tenant } from "@/modules/identity";
import { messageEvents, outbox, sends } from "./db/sends.table";
import { suppressions } from "./db/preferences.table";
import { signLink, type LinkPurpose } from "./server/link-tokens";

export type SentMessage = Awaited<ReturnType<typeof makeSentMessage>>;

type Options = {
  tenant?: Tenant;
  email?: string;
  phone?: string | null;
  sendName?: string;
  kind?: "campaign" | "sequence_step" | "transactional";
  status?: "sending" | "completed" | "paused";
  trackOpens?: boolean;
  trackClicks?: boolean;
  /** The send's counters as the engine left them (default: this one message sent). */
  sent?: number;
  /** Reuse a send (another recipient of the same campaign). */
  sendId?: string;
  id?: { sendId?: string; contactId?: string };
};

/** A contact and one message of a send that was delivered to them. */
export async function makeSentMessage(db: Db, opts: Options = {}) {
  const ws = opts.tenant ? null : await makeWorkspace(db);
  const tenant = opts.tenant ?? ws!.tenant;
  const email = opts.email ?? `person-${randomBytes(4).toString("hex")}@example.test`;
  const [contact] = await db
    .insert(contacts)
    .values({
      ...(opts.id?.contactId ? { id: opts.id.contactId } : {}),
      workspaceId: tenant.workspaceId,
      email,
      emailHash: emailHashOf(email),
      phone: opts.phone ?? null,
      firstName: "Erin",
      emailConsent: "subscribed",
      smsConsent: opts.phone ? "subscribed" : "unknown",
    })
    .returning({ id: contacts.id });
  let sendId = opts.sendId;
  if (!sendId) {
    const [send] = await db
      .insert(sends)
      .values({
        ...(opts.id?.sendId ? { id: opts.id.sendId } : {}),
        workspaceId: tenant.workspaceId,
        kind: opts.kind ?? "campaign",
        channel: "email",
        name: opts.sendName ?? "Autumn sale",
        status: opts.status ?? "sending",
        subject: "Our autumn sale starts today",
        html: "<p>Hello</p>",
        trackOpens: opts.trackOpens ?? true,
        trackClicks: opts.trackClicks ?? true,
        total: opts.sent ?? 1,
        sent: opts.sent ?? 1,
        startedAt: new Date(),
      })
      .returning({ id: sends.id });
    sendId = send!.id;
  }
  const messageId = `${sendId}.${contact!.id}@mail.shop.example`;
  const [row] = await db
    .insert(outbox)
    .values({
      workspaceId: tenant.workspaceId,
      sendId,
      contactId: contact!.id,
      channel: "email",
      address: email,
      receivingDomain: email.split("@")[1],
      messageId,
      state: "sent",
      attempts: 1,
      sentAt: new Date(),
    })
    .returning({ id: outbox.id });
  const outboxId = row!.id;
  return {
    tenant,
    owner: ws?.owner,
    workspaceId: tenant.workspaceId,
    contactId: contact!.id,
    sendId,
    outboxId,
    email,
    messageId,
    token: (purpose: LinkPurpose, extra = "") => signLink(purpose, outboxId, extra),
  };
}

/** Everything tracking wrote about one message, to assert on. */
export async function stateOf(db: Db, m: Pick<SentMessage, "workspaceId" | "sendId" | "outboxId" | "contactId" | "email">) {
  const [send] = await db
    .select()
    .from(sends)
    .where(and(eq(sends.workspaceId, m.workspaceId), eq(sends.id, m.sendId)));
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.workspaceId, m.workspaceId), eq(outbox.id, m.outboxId)));
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, m.workspaceId), eq(contacts.id, m.contactId)));
  const events = await db
    .select()
    .from(messageEvents)
    .where(and(eq(messageEvents.workspaceId, m.workspaceId), eq(messageEvents.outboxId, m.outboxId)))
    .orderBy(messageEvents.id);
  const timeline = await db
    .select()
    .from(activities)
    .where(and(eq(activities.workspaceId, m.workspaceId), eq(activities.contactId, m.contactId)))
    .orderBy(activities.occurredAt);
  const consent = await db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.workspaceId, m.workspaceId), eq(consentEvents.contactId, m.contactId)))
    .orderBy(consentEvents.occurredAt);
  const suppressed = await db
    .select()
    .from(suppressions)
    .where(and(eq(suppressions.workspaceId, m.workspaceId), eq(suppressions.addressHash, emailHashOf(m.email))));
  return { send: send!, outbox: row!, contact: contact!, events, timeline, consent, suppressed };
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import { workspaces } from "@/modules/identity";
import { chooseRegion, normalizePhone, regionOfLocale } from "@/lib/phone";
import type { Tx } from "@/server/db/client";
import { checkCustomValues } from "../custom-values";
import { contacts, type Touch } from "../db/contacts.table";
import { listMembers, lists } from "../db/lists.table";
import { recordActivity } from "./activities.service";
import { emailHashOf, writeConsent } from "./contacts.service";
import { fieldDefs } from "./settings.service";

/** What a site form's submission gives the CRM (the website module maps the answers). */
export type FormContactInput = {
  email: string;
  fields: Partial<Record<"firstName" | "lastName" | "phone" | "companyName" | "jobTitle" | "country", string>>;
  custom: Record<string, unknown>;
  /** The consent boxes ticked, each with the exact sentence shown. */
  consents: { text: string }[];
  /** With double opt-in the consent waits for the confirmation link (`confirmFormConsent`). */
  doubleOptIn: boolean;
  /** "form:<form name>": kept on the consent history and the timeline. */
  source: string;
  formId: string;
  submissionId: string;
  answers: Record<string, unknown>;
  listId?: string | null;
  touch?: Touch;
  occurredAt?: Date;
};

export type FormContactResult = { outcome: "created" | "updated"; contactId: string } | { outcome: "suppressed" };

/**
 * Creates or updates the contact a form submission names, in the caller's transaction: matched by
 * email (the CRM's unique key), refused when the address was erased (its hash stays suppressed);
 * typed fields the form filled overwrite, custom values the workspace's fields accept are merged, a
 * phone that isn't a number in the workspace's region is left out. Records the consent with the
 * form's wording (unless double opt-in holds it), one timeline entry, and the list membership.
 * The caller makes it run once per submission (it locks the submission while this runs).
 */
export async function upsertContactFromSubmission(tx: Tx, tenant: Pick<Tenant, "workspaceId">, input: FormContactInput): Promise<FormContactResult> {
  const email = input.email.trim().toLowerCase();
  const emailHash = emailHashOf(email);
  const [erased] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.emailHash, emailHash), sql`${contacts.erasedAt} is not null`));
  if (erased) return { outcome: "suppressed" };

  const values: Partial<typeof contacts.$inferInsert> = {};
  for (const key of ["firstName", "lastName", "companyName", "jobTitle", "country"] as const) {
    const v = input.fields[key]?.trim();
    if (v) values[key] = v.slice(0, 200);
  }
  if (input.fields.phone) {
    const [ws] = await tx.select({ locale: workspaces.locale }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId));
    const phone = normalizePhone(input.fields.phone, chooseRegion({ country: values.country ?? null, workspace: regionOfLocale(ws?.locale ?? "en-US") }));
    if (phone.ok) values.phone = phone.phone;
  }
  const custom = Object.keys(input.custom).length ? checkCustomValues(input.custom, await fieldDefs(tx, tenant, "contact")).values : {};
  if (input.touch) values.lastTouch = input.touch;

  const [inserted] = await tx
    .insert(contacts)
    .values({ ...values, workspaceId: tenant.workspaceId, email, emailHash, custom, source: input.source, firstTouch: input.touch ?? null })
    .onConflictDoNothing({ target: [contacts.workspaceId, contacts.email] })
    .returning({ id: contacts.id });
  let contactId: string;
  if (inserted) {
    contactId = inserted.id;
    await recordUsage(tx, tenant, "contacts", 1);
  } else {
    const [existing] = await tx
      .update(contacts)
      .set({ ...values, custom: sql`${contacts.custom} || ${JSON.stringify(custom)}::jsonb`, updatedAt: new Date() })
      .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.email, email)))
      .returning({ id: contacts.id });
    contactId = existing!.id;
  }

  if (!input.doubleOptIn)
    for (const consent of input.consents)
      await writeConsent(tx, tenant, { contactId, channel: "email", status: "subscribed", method: "form", source: input.source, wording: consent.text });

  await recordActivity(tx, tenant, {
    kind: "form_submission",
    contactId,
    title: `Filled in the form “${input.source.replace(/^form:/, "")}”`,
    data: { formId: input.formId, submissionId: input.submissionId, answers: input.answers },
    occurredAt: input.occurredAt,
  });

  if (input.listId) {
    const [list] = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.workspaceId, tenant.workspaceId), eq(lists.id, input.listId), eq(lists.kind, "static")));
    if (list) await tx.insert(listMembers).values({ workspaceId: tenant.workspaceId, listId: list.id, contactId }).onConflictDoNothing();
  }
  return { outcome: inserted ? "created" : "updated", contactId };
}

/** The person clicked the double opt-in link: their email consent becomes subscribed, with the form's wording. */
export async function confirmFormConsent(tx: Tx, tenant: Pick<Tenant, "workspaceId">, change: { contactId: string; source: string; wording: string }) {
  const [live] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, change.contactId), sql`${contacts.erasedAt} is null`));
  if (!live) return false;
  await writeConsent(tx, tenant, {
    contactId: live.id,
    channel: "email",
    status: "subscribed",
    method: "form",
    source: `${change.source} (confirmed)`,
    wording: change.wording,
  });
  return true;
}

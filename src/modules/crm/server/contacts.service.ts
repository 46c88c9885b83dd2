import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { assertWithinLimit, recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import { chooseRegion, normalizePhone, regionOfLocale } from "@/lib/phone";
import type { Db, Tx } from "@/server/db/client";
import { memberships, workspaces } from "@/modules/identity";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import type { ConsentChannel, ConsentMethod, ConsentStatus } from "../contracts/crm-enums";
import type { CreateContactInput, SetConsentInput, UpdateContactInput } from "../contracts/contacts.contracts";
import { companies } from "../db/companies.table";
import { consentEvents, contacts } from "../db/contacts.table";
import { contactScope } from "../segments/compile";
import { recordActivity } from "./activities.service";
import { getCrmSettings, validCustomValues } from "./settings.service";

export type ContactRow = typeof contacts.$inferSelect;

export const emailHashOf = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** A live contact of the workspace, or NOT_FOUND. */
export async function contactOf(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<ContactRow> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(contactScope(tenant.workspaceId), eq(contacts.id, id)));
  if (!row) throw new NotFoundError("Contact");
  return row;
}

async function workspaceLocale(db: Db | Tx, workspaceId: string): Promise<string> {
  const [row] = await db.select({ locale: workspaces.locale }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.locale ?? "en-US";
}

type Editable = UpdateContactInput["patch"];

/**
 * The phone in E.164: typed without a country code, it is read in the contact's country, else its
 * company's, else the workspace's region, and must be a number there (the reason goes on the field).
 */
async function storablePhone(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, typed: string, where: { country: string | null; companyId: string | null }) {
  const [company] = where.companyId
    ? await db
        .select({ country: companies.country })
        .from(companies)
        .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, where.companyId)))
    : [];
  const region = chooseRegion({ country: where.country, company: company?.country, workspace: regionOfLocale(await workspaceLocale(db, tenant.workspaceId)) });
  const phone = normalizePhone(typed, region);
  if (!phone.ok) throw new InvalidError(phone.reason, { phone: phone.reason });
  return phone.phone;
}

/** Typed values ready to store: phone in E.164, custom values checked, owner and company this workspace's. */
async function storableValues(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, input: Editable, current?: ContactRow) {
  const out: Partial<typeof contacts.$inferInsert> = {};
  for (const key of [
    "email",
    "firstName",
    "lastName",
    "country",
    "companyName",
    "jobTitle",
    "lifecycleStage",
    "leadStatus",
    "source",
    "firstTouch",
    "lastTouch",
    "tags",
    "leadScore",
  ] as const) {
    if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  }
  if (input.phone !== undefined) {
    if (input.phone === null) out.phone = null;
    else
      out.phone = await storablePhone(db, tenant, input.phone, {
        country: input.country !== undefined ? input.country : (current?.country ?? null),
        companyId: input.companyId !== undefined ? input.companyId : (current?.companyId ?? null),
      });
  }
  if (input.email) out.emailHash = emailHashOf(input.email);
  if (input.ownerId) {
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.userId, input.ownerId)));
    if (!member) throw new InvalidError("The owner must be a member of this workspace.", { ownerId: "Choose a member of this workspace" });
    out.ownerId = input.ownerId;
  } else if (input.ownerId === null) out.ownerId = null;
  if (input.companyId) {
    const [company] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, input.companyId)));
    if (!company) throw new NotFoundError("Company");
    out.companyId = company.id;
    out.companyName = input.companyName ?? company.name;
  } else if (input.companyId === null) out.companyId = null;
  if (input.custom !== undefined) out.custom = await validCustomValues(db, tenant, "contact", input.custom);
  return out;
}

/** The live contact that already has this email (or phone, under the email-or-phone rule), if any. */
async function duplicateOf(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, values: { email?: string | null; phone?: string | null }, exceptId?: string) {
  const rules = (await getCrmSettings(db, tenant)).duplicateRules;
  const matches = [
    values.email ? eq(contacts.email, values.email) : undefined,
    rules.contactMatch === "email_or_phone" && values.phone ? eq(contacts.phone, values.phone) : undefined,
  ].filter(Boolean);
  if (matches.length === 0) return null;
  const [row] = await db
    .select({ id: contacts.id, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), or(...matches), exceptId ? ne(contacts.id, exceptId) : undefined));
  return row ?? null;
}

/** Appends to a contact's consent history and sets the current status, in the caller's transaction. */
export async function writeConsent(
  tx: Db | Tx,
  tenant: Pick<Tenant, "workspaceId">,
  change: {
    contactId: string;
    channel: ConsentChannel;
    status: ConsentStatus;
    method: ConsentMethod;
    source?: string | null;
    wording?: string | null;
    actorId?: string | null;
  },
) {
  await tx.insert(consentEvents).values({ workspaceId: tenant.workspaceId, ...change });
  const column = change.channel === "email" ? { emailConsent: change.status } : { smsConsent: change.status };
  await tx
    .update(contacts)
    .set(column)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, change.contactId)));
}

export async function createContact(db: Db, tenant: Tenant, input: CreateContactInput) {
  const values = await storableValues(db, tenant, input);
  if (values.emailHash) {
    const [erased] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.emailHash, values.emailHash), sql`${contacts.erasedAt} is not null`));
    if (erased) throw new ConflictError("This person asked to be erased. Their address stays suppressed and can't be added again.");
  }
  const duplicate = await duplicateOf(db, tenant, values);
  if (duplicate)
    throw new InvalidError("A contact with this email or phone already exists.", {
      [duplicate.email && duplicate.email === values.email ? "email" : "phone"]: "Already used by another contact",
    });
  await assertWithinLimit(db, tenant, "contacts", 1);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contacts)
        .values({ ...values, workspaceId: tenant.workspaceId })
        .returning();
      await recordUsage(tx, tenant, "contacts", 1);
      await recordActivity(tx, tenant, { kind: "created", contactId: row!.id, actorId: tenant.userId, title: "Contact created" });
      for (const channel of ["email", "sms"] as const) {
        const status = channel === "email" ? input.emailConsent : input.smsConsent;
        if (status && status !== "unknown")
          await writeConsent(tx, tenant, { contactId: row!.id, channel, status, method: "manual", source: input.consentSource, actorId: tenant.userId });
      }
      return contactOf(tx, tenant, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError("A contact with this email already exists.", { email: "Already used by another contact" });
    throw error;
  }
}

export async function updateContact(db: Db, tenant: Tenant, input: UpdateContactInput) {
  const current = await contactOf(db, tenant, input.id);
  const values = await storableValues(db, tenant, input.patch, current);
  const duplicate = await duplicateOf(db, tenant, { email: values.email, phone: values.phone }, current.id);
  if (duplicate)
    throw new InvalidError("Another contact already has this email or phone.", {
      [duplicate.email && duplicate.email === values.email ? "email" : "phone"]: "Already used by another contact",
    });
  if (values.custom) values.custom = { ...current.custom, ...values.custom };
  if (Object.keys(values).length === 0) return current;
  const changed = Object.keys(values).filter(
    (k) => k !== "emailHash" && JSON.stringify((current as Record<string, unknown>)[k]) !== JSON.stringify((values as Record<string, unknown>)[k]),
  );
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(contacts)
        .set(values)
        .where(and(contactScope(tenant.workspaceId), eq(contacts.id, current.id)));
      if (changed.length > 0) {
        const stage = values.lifecycleStage !== undefined && values.lifecycleStage !== current.lifecycleStage;
        await recordActivity(tx, tenant, {
          kind: stage ? "stage_change" : "updated",
          contactId: current.id,
          actorId: tenant.userId,
          title: stage ? `Lifecycle stage: ${current.lifecycleStage ?? "none"} → ${values.lifecycleStage ?? "none"}` : `Updated ${changed.join(", ")}`,
          data: stage ? { from: current.lifecycleStage, to: values.lifecycleStage } : { fields: changed },
        });
      }
      return contactOf(tx, tenant, current.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError("Another contact already has this email.", { email: "Already used by another contact" });
    throw error;
  }
}

export async function setConsent(db: Db, tenant: Tenant, input: SetConsentInput) {
  const contact = await contactOf(db, tenant, input.id);
  await db.transaction((tx) =>
    writeConsent(tx, tenant, {
      contactId: contact.id,
      channel: input.channel,
      status: input.status,
      method: "manual",
      source: input.source,
      actorId: tenant.userId,
    }),
  );
  return contactOf(db, tenant, contact.id);
}

/** A contact with its company, consent history and list memberships, for the contact page. */
export async function getContact(db: Db, tenant: Tenant, id: string) {
  const contact = await contactOf(db, tenant, id);
  const [company, consent] = await Promise.all([
    contact.companyId
      ? db
          .select({ id: companies.id, name: companies.name, domain: companies.domain })
          .from(companies)
          .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, contact.companyId)))
      : Promise.resolve([]),
    db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.workspaceId, tenant.workspaceId), eq(consentEvents.contactId, contact.id)))
      .orderBy(sql`${consentEvents.occurredAt} desc`),
  ]);
  return { contact, company: company[0] ?? null, consentHistory: consent };
}

/** Ids of live contacts of this workspace among `ids` (for bulk actions on a selection). */
export async function ownContactIds(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(contactScope(tenant.workspaceId), inArray(contacts.id, ids)));
  return rows.map((r) => r.id);
}

import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { recordUsage } from "@/modules/billing";
import { recordAudit, memberships } from "@/modules/identity";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { BulkUpdateInput, ContactSelection } from "../contracts/contacts.contracts";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { consentEvents, contacts } from "../db/contacts.table";
import { dealContacts, deals } from "../db/deals.table";
import { listMembers, lists } from "../db/lists.table";
import { contactOf, ownContactIds, writeConsent } from "./contacts.service";
import { selectionWhere } from "./contacts.queries";

/** Picked ids must all be this workspace's live contacts; one foreign id and nothing happens. */
async function checkedSelection(db: Db, tenant: Tenant, selection: ContactSelection) {
  if ("ids" in selection) {
    const own = await ownContactIds(db, tenant, selection.ids);
    if (own.length !== new Set(selection.ids).size) throw new NotFoundError("Contact");
  }
  return selectionWhere(db, tenant, selection);
}

/** Sets stage, status or owner and adds or removes tags on every selected contact, in one statement. */
export async function bulkUpdateContacts(db: Db, tenant: Tenant, input: BulkUpdateInput): Promise<{ updated: number }> {
  const where = await checkedSelection(db, tenant, input.selection);
  if (input.set.ownerId) {
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.userId, input.set.ownerId)));
    if (!member) throw new InvalidError("The owner must be a member of this workspace.", { ownerId: "Choose a member of this workspace" });
  }
  const set: Record<string, unknown> = {};
  for (const key of ["lifecycleStage", "leadStatus", "ownerId"] as const) if (input.set[key] !== undefined) set[key] = input.set[key];
  if (input.addTags.length > 0 || input.removeTags.length > 0) {
    const textArray = (items: string[]) =>
      items.length === 0
        ? sql`'{}'::text[]`
        : sql`array[${sql.join(
            items.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]`;
    const add = textArray(input.addTags);
    const remove = textArray(input.removeTags);
    set.tags = sql`array(select distinct t from unnest(${contacts.tags} || ${add}) as t where not (t = any(${remove})) order by t)`;
  }
  if (Object.keys(set).length === 0) throw new InvalidError("Choose something to change.");
  return db.transaction(async (tx) => {
    const changed = await tx.update(contacts).set(set).where(where).returning({ id: contacts.id });
    if (input.set.lifecycleStage !== undefined && changed.length > 0) {
      const ids = changed.map((c) => c.id);
      await tx.insert(activities).select(
        tx
          .select({
            id: sql`gen_random_uuid()`.as("id"),
            workspaceId: sql`${tenant.workspaceId}::uuid`.as("workspace_id"),
            kind: sql`'stage_change'::crm_activity_kind`.as("kind"),
            contactId: contacts.id,
            companyId: sql`null::uuid`.as("company_id"),
            dealId: sql`null::uuid`.as("deal_id"),
            actorId: sql`${tenant.userId}::uuid`.as("actor_id"),
            title: sql`${`Lifecycle stage set to ${input.set.lifecycleStage ?? "none"} (bulk edit)`}`.as("title"),
            body: sql`null`.as("body"),
            data: sql`${JSON.stringify({ to: input.set.lifecycleStage ?? null, bulk: true })}::jsonb`.as("data"),
            occurredAt: sql`now()`.as("occurred_at"),
            createdAt: sql`now()`.as("created_at"),
          })
          .from(contacts)
          .where(and(eq(contacts.workspaceId, tenant.workspaceId), inArray(contacts.id, ids))),
      );
    }
    return { updated: changed.length };
  });
}

/** Deletes the selected contacts for good (their timelines and memberships go with them). */
export async function bulkDeleteContacts(db: Db, tenant: Tenant, selection: ContactSelection): Promise<{ deleted: number }> {
  const where = await checkedSelection(db, tenant, selection);
  return db.transaction(async (tx) => {
    const gone = await tx.delete(contacts).where(where).returning({ id: contacts.id });
    await recordUsage(tx, tenant, "contacts", -gone.length);
    return { deleted: gone.length };
  });
}

/** GDPR access: everything the workspace holds about one person, as one JSON document. */
export async function exportContactData(db: Db, tenant: Tenant, id: string) {
  const contact = await contactOf(db, tenant, id);
  const [company, consent, timeline, memberOf, dealRows] = await Promise.all([
    contact.companyId
      ? db
          .select()
          .from(companies)
          .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, contact.companyId)))
      : Promise.resolve([]),
    db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.workspaceId, tenant.workspaceId), eq(consentEvents.contactId, id)))
      .orderBy(consentEvents.occurredAt),
    db
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, tenant.workspaceId), eq(activities.contactId, id)))
      .orderBy(desc(activities.occurredAt)),
    db
      .select({ name: lists.name, addedAt: listMembers.addedAt })
      .from(listMembers)
      .innerJoin(lists, eq(lists.id, listMembers.listId))
      .where(and(eq(listMembers.workspaceId, tenant.workspaceId), eq(listMembers.contactId, id))),
    db
      .select({ name: deals.name, amountMinor: deals.amountMinor, currency: deals.currency })
      .from(dealContacts)
      .innerJoin(deals, eq(deals.id, dealContacts.dealId))
      .where(and(eq(dealContacts.workspaceId, tenant.workspaceId), eq(dealContacts.contactId, id))),
  ]);
  const { workspaceId: _ws, emailHash: _hash, importId: _import, erasedAt: _erased, ...person } = contact;
  return {
    exportedAt: new Date().toISOString(),
    contact: person,
    company: company[0] ?? null,
    consentHistory: consent,
    activities: timeline,
    lists: memberOf,
    deals: dealRows,
  };
}

/**
 * GDPR erasure: removes the person's data (fields, timeline, memberships, deal links) and keeps a
 * tombstone with the email's hash and the consent history, so the address stays suppressed.
 */
export async function eraseContact(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  const contact = await contactOf(db, tenant, id);
  return db.transaction(async (tx) => {
    await tx.delete(activities).where(and(eq(activities.workspaceId, tenant.workspaceId), eq(activities.contactId, id)));
    await tx.delete(listMembers).where(and(eq(listMembers.workspaceId, tenant.workspaceId), eq(listMembers.contactId, id)));
    await tx.delete(dealContacts).where(and(eq(dealContacts.workspaceId, tenant.workspaceId), eq(dealContacts.contactId, id)));
    for (const channel of ["email", "sms"] as const)
      await writeConsent(tx, tenant, {
        contactId: id,
        channel,
        status: "unsubscribed",
        method: "erasure",
        source: "Erased on request",
        actorId: tenant.userId,
      });
    await tx
      .update(contacts)
      .set({
        email: null,
        firstName: null,
        lastName: null,
        phone: null,
        companyId: null,
        companyName: null,
        jobTitle: null,
        lifecycleStage: null,
        leadStatus: null,
        ownerId: null,
        source: null,
        firstTouch: null,
        lastTouch: null,
        tags: [],
        custom: {},
        leadScore: 0,
        lastActivityAt: null,
        erasedAt: new Date(),
        emailHash: contact.emailHash,
      })
      .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, id)));
    await recordUsage(tx, tenant, "contacts", -1);
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "crm.contact_erased",
      subject: `Contact ${id.slice(0, 8)}`,
      details: { summary: "Personal data erased; the address stays suppressed" },
    });
    return { id };
  });
}

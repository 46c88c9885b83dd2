import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { users } from "@/modules/identity";
import { ConflictError, NotFoundError } from "@/server/errors";
import type { CompanyContactsInput, CreateCompanyInput, UpdateCompanyInput } from "../contracts/companies.contracts";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { contacts } from "../db/contacts.table";
import { deals, pipelines, pipelineStages } from "../db/deals.table";
import { recordActivity } from "./activities.service";
import { contactCount, dealCount } from "./companies.queries";
import { assertContacts, assertOwner, companyOf } from "./references";
import { getCrmSettings, validCustomValues } from "./settings.service";

type Ws = Pick<Tenant, "workspaceId">;

/** Shown on a company: its first contacts and deals (the counts say how many in all). */
export const COMPANY_RELATED_LIMIT = 100;

/** A company with its owner, contacts and deals. */
export async function getCompany(db: Db, tenant: Ws, id: string) {
  const company = await companyOf(db, tenant, id);
  const ofCompany = and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.companyId, company.id), isNull(contacts.erasedAt));
  const [owner, related, relatedDeals, [counts]] = await Promise.all([
    company.ownerId ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, company.ownerId)) : Promise.resolve([]),
    db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, jobTitle: contacts.jobTitle })
      .from(contacts)
      .where(ofCompany)
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.email))
      .limit(COMPANY_RELATED_LIMIT),
    db
      .select({
        id: deals.id,
        name: deals.name,
        amountMinor: deals.amountMinor,
        currency: deals.currency,
        closeDate: deals.closeDate,
        stageName: pipelineStages.name,
        stageKind: pipelineStages.kind,
        pipelineName: pipelines.name,
      })
      .from(deals)
      .innerJoin(pipelineStages, eq(pipelineStages.id, deals.stageId))
      .innerJoin(pipelines, eq(pipelines.id, deals.pipelineId))
      .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.companyId, company.id)))
      .orderBy(desc(deals.createdAt))
      .limit(COMPANY_RELATED_LIMIT),
    db
      .select({ contacts: contactCount, deals: dealCount })
      .from(companies)
      .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, company.id))),
  ]);
  return {
    company,
    owner: owner[0] ?? null,
    contacts: related,
    deals: relatedDeals,
    contactCount: Number(counts?.contacts ?? related.length),
    dealCount: Number(counts?.deals ?? relatedDeals.length),
  };
}

/**
 * Refuses a company that duplicates another: same domain always, and same name (case-insensitive)
 * when the workspace's duplicate rule says "domain or name". The message names the existing one.
 */
async function assertNoDuplicate(db: Db | Tx, tenant: Ws, values: { name?: string; domain?: string | null }, exceptId?: string) {
  const rules = (await getCrmSettings(db, tenant)).duplicateRules;
  const byName = rules.companyMatch === "domain_or_name" && values.name ? sql`lower(${companies.name}) = lower(${values.name})` : undefined;
  const byDomain = values.domain ? eq(companies.domain, values.domain) : undefined;
  if (!byName && !byDomain) return;
  const [existing] = await db
    .select({ id: companies.id, name: companies.name, domain: companies.domain })
    .from(companies)
    .where(and(eq(companies.workspaceId, tenant.workspaceId), or(byDomain, byName), exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  if (!existing) return;
  if (values.domain && existing.domain === values.domain) throw domainTaken(existing.name, values.domain);
  throw new ConflictError(`${existing.name} already exists. Open it instead of adding it again.`);
}

const domainTaken = (name: string, domain: string) => new ConflictError(`${name} already uses ${domain}. Open that company instead of adding it again.`);

/** Turns a race on the unique domain into the same message the check gives. */
async function explainDuplicate(db: Db, tenant: Ws, error: unknown, domain: string | null | undefined): Promise<never> {
  if (isUniqueViolation(error) && domain) {
    const [existing] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.domain, domain)));
    throw domainTaken(existing?.name ?? "Another company", domain);
  }
  throw error;
}

export async function createCompany(db: Db, tenant: Tenant, input: CreateCompanyInput) {
  const { contactIds, custom, ...fields } = input;
  await assertOwner(db, tenant, fields.ownerId);
  const linked = await assertContacts(db, tenant, contactIds);
  const checkedCustom = await validCustomValues(db, tenant, "company", custom);
  await assertNoDuplicate(db, tenant, fields);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ ...fields, custom: withoutNulls(checkedCustom), workspaceId: tenant.workspaceId })
        .returning();
      if (linked.length) await linkContacts(tx, tenant, company!.id, linked);
      await recordActivity(tx, tenant, { kind: "created", companyId: company!.id, actorId: tenant.userId, title: `Company ${company!.name} created` });
      return company!;
    });
  } catch (error) {
    return explainDuplicate(db, tenant, error, fields.domain);
  }
}

export async function updateCompany(db: Db, tenant: Tenant, input: UpdateCompanyInput) {
  const company = await companyOf(db, tenant, input.id);
  const { custom, ...fields } = input.patch;
  await assertOwner(db, tenant, fields.ownerId);
  const checkedCustom = custom === undefined ? undefined : await validCustomValues(db, tenant, "company", custom);
  const nameChanged = fields.name !== undefined && fields.name.toLowerCase() !== company.name.toLowerCase();
  const domainChanged = fields.domain !== undefined && fields.domain !== company.domain;
  if (nameChanged || domainChanged)
    await assertNoDuplicate(db, tenant, { name: nameChanged ? fields.name : undefined, domain: domainChanged ? fields.domain : undefined }, company.id);
  try {
    const [row] = await db
      .update(companies)
      .set({ ...fields, ...(checkedCustom ? { custom: withoutNulls({ ...company.custom, ...checkedCustom }) } : {}) })
      .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, company.id)))
      .returning();
    if (!row) throw new NotFoundError("Company");
    return row;
  } catch (error) {
    return explainDuplicate(db, tenant, error, fields.domain);
  }
}

/**
 * Deletes the companies `where` picks, in the caller's transaction. Their contacts and deals stay
 * (their link is cleared by the foreign keys), and so do timeline entries that also concern a contact
 * or a deal.
 */
export async function deleteCompaniesWhere(tx: Tx, tenant: Ws, where: SQL) {
  const picked = tx.select({ id: companies.id }).from(companies).where(where);
  await tx
    .update(activities)
    .set({ companyId: null })
    .where(
      and(
        eq(activities.workspaceId, tenant.workspaceId),
        inArray(activities.companyId, picked),
        or(isNotNull(activities.contactId), isNotNull(activities.dealId)),
      ),
    );
  return tx.delete(companies).where(where).returning({ id: companies.id });
}

export async function deleteCompany(db: Db, tenant: Tenant, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await deleteCompaniesWhere(tx, tenant, and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, id))!);
    if (!row) throw new NotFoundError("Company");
    return row;
  });
}

async function linkContacts(db: Db | Tx, tenant: Ws, companyId: string, contactIds: string[]) {
  return db
    .update(contacts)
    .set({ companyId })
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), inArray(contacts.id, contactIds), isNull(contacts.erasedAt)))
    .returning({ id: contacts.id });
}

/** Links contacts to the company (a contact works at one company: any previous link is replaced). */
export async function associateCompanyContacts(db: Db, tenant: Tenant, input: CompanyContactsInput) {
  const company = await companyOf(db, tenant, input.companyId);
  const ids = await assertContacts(db, tenant, input.contactIds);
  const linked = await linkContacts(db, tenant, company.id, ids);
  return { linked: linked.length };
}

/** Unlinks contacts from the company; contacts of another company are left as they are. */
export async function dissociateCompanyContacts(db: Db, tenant: Tenant, input: CompanyContactsInput) {
  const company = await companyOf(db, tenant, input.companyId);
  const ids = await assertContacts(db, tenant, input.contactIds);
  const unlinked = await db
    .update(contacts)
    .set({ companyId: null })
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), inArray(contacts.id, ids), eq(contacts.companyId, company.id)))
    .returning({ id: contacts.id });
  return { unlinked: unlinked.length };
}

/** Custom values with the cleared ones (null) dropped. */
export function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
}

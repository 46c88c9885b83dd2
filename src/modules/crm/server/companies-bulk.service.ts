import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { BulkUpdateCompaniesInput, CompanySelection } from "../contracts/companies.contracts";
import { companies } from "../db/companies.table";
import { companySelectionWhere } from "./companies.queries";
import { deleteCompaniesWhere } from "./companies.service";
import { assertOwnIds, assertOwner } from "./references";

/** Picked ids must all be this workspace's companies; one foreign id and nothing happens. */
async function checkedSelection(db: Db, tenant: Tenant, selection: CompanySelection) {
  if ("ids" in selection) await assertOwnIds(db, companies, tenant, selection.ids, "Company");
  return companySelectionWhere(tenant, selection);
}

/** Sets or clears the owner, industry and size of every selected company, in one statement. */
export async function bulkUpdateCompanies(db: Db, tenant: Tenant, input: BulkUpdateCompaniesInput): Promise<{ updated: number }> {
  const where = await checkedSelection(db, tenant, input.selection);
  const set: Partial<Pick<typeof companies.$inferInsert, "ownerId" | "industry" | "size">> = {};
  for (const key of ["ownerId", "industry", "size"] as const) if (input.set[key] !== undefined) set[key] = input.set[key];
  if (Object.keys(set).length === 0) throw new InvalidError("Choose something to change.");
  await assertOwner(db, tenant, input.set.ownerId);
  return db.transaction(async (tx) => {
    const changed = await tx.update(companies).set(set).where(where).returning({ id: companies.id });
    return { updated: changed.length };
  });
}

/** Deletes the selected companies for good; their contacts and deals stay, unlinked. */
export async function bulkDeleteCompanies(db: Db, tenant: Tenant, selection: CompanySelection): Promise<{ deleted: number }> {
  const where = await checkedSelection(db, tenant, selection);
  return db.transaction(async (tx) => ({ deleted: (await deleteCompaniesWhere(tx, tenant, where)).length }));
}

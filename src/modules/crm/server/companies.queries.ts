import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { users } from "@/modules/identity";
import type { CompanyFilters, CompanySelection, ListCompaniesInput } from "../contracts/companies.contracts";
import { companySizes } from "../contracts/crm-enums";
import { companies } from "../db/companies.table";
import { contacts } from "../db/contacts.table";
import { deals } from "../db/deals.table";
import { containsPattern } from "./references";

type Ws = Pick<Tenant, "workspaceId">;

// Nested in an outer sql so a single-table select keeps the columns qualified (Drizzle strips the
// table from the top-level columns of a selection without joins, which would turn these correlated
// subqueries into self-comparisons).
export const contactCount = sql<number>`${sql`(select count(*)::int from ${contacts} where ${contacts.workspaceId} = ${companies.workspaceId} and ${contacts.companyId} = ${companies.id} and ${contacts.erasedAt} is null)`}`;
export const dealCount = sql<number>`${sql`(select count(*)::int from ${deals} where ${deals.workspaceId} = ${companies.workspaceId} and ${deals.companyId} = ${companies.id})`}`;
const sizeRank = sql`array_position(array[${sql.join(
  companySizes.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${companies.size})`;

/** Sort keys; `nullable` ones put the empty values last whatever the direction. */
const sortable: Record<ListCompaniesInput["sort"]["field"], { key: SQL | AnyPgColumn; nullable: boolean }> = {
  name: { key: sql`lower(${companies.name})`, nullable: false },
  domain: { key: companies.domain, nullable: true },
  industry: { key: sql`lower(${companies.industry})`, nullable: true },
  size: { key: sizeRank, nullable: true },
  contactCount: { key: contactCount, nullable: false },
  dealCount: { key: dealCount, nullable: false },
  createdAt: { key: companies.createdAt, nullable: false },
  updatedAt: { key: companies.updatedAt, nullable: false },
};

/** The WHERE of "these companies": the workspace's, narrowed by the search and the filters. */
export function companiesWhere(tenant: Ws, filters: CompanyFilters): SQL {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const industry = filters.industry ? containsPattern(filters.industry) : null;
  return and(
    eq(companies.workspaceId, tenant.workspaceId),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.domain, pattern)) : undefined,
    filters.ownerId === "none" ? isNull(companies.ownerId) : filters.ownerId ? eq(companies.ownerId, filters.ownerId) : undefined,
    filters.sizes && filters.sizes.length > 0 ? inArray(companies.size, filters.sizes) : undefined,
    industry ? ilike(companies.industry, industry) : undefined,
  )!;
}

/** Where a bulk action applies: picked ids (the workspace's only) or the whole filter. */
export function companySelectionWhere(tenant: Ws, selection: CompanySelection): SQL {
  if ("ids" in selection) return and(eq(companies.workspaceId, tenant.workspaceId), inArray(companies.id, selection.ids))!;
  return companiesWhere(tenant, selection.filter);
}

/**
 * A page of companies matching the search and filters, with how many contacts and deals each has.
 * Asked by `offset`, it comes with the `total` that match; asked by `cursor` (the table, page after
 * page while it scrolls) it skips that count (null) and the table asks `countCompanies` beside it, so
 * its first page never waits on counting the whole filter.
 */
export async function listCompanies(db: Db | Tx, tenant: Ws, input: ListCompaniesInput) {
  const where = companiesWhere(tenant, input);
  const { key, nullable } = sortable[input.sort.field];
  const dir = input.sort.dir === "asc" ? sql`asc` : sql`desc`;
  // Keys that are never empty sort plainly, ties broken by id in the same direction, so an index on
  // (workspace_id, lower(name), id) serves the first page without sorting the workspace.
  const order = sql`${key} ${dir}${nullable ? sql` nulls last` : sql``}`;
  const offset = input.cursor ?? input.offset;
  const counted = input.cursor === undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        domain: companies.domain,
        industry: companies.industry,
        size: companies.size,
        ownerId: companies.ownerId,
        ownerName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
        contactCount,
        dealCount,
        custom: companies.custom,
        createdAt: companies.createdAt,
        updatedAt: companies.updatedAt,
      })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.ownerId))
      .where(where)
      .orderBy(order, input.sort.dir === "asc" ? asc(companies.id) : desc(companies.id))
      .offset(offset)
      .limit(input.limit + 1),
    counted ? countWhere(db, where) : Promise.resolve(null),
  ]);
  return {
    rows: rows.slice(0, input.limit).map((r) => ({ ...r, contactCount: Number(r.contactCount), dealCount: Number(r.dealCount) })),
    total,
    nextCursor: rows.length > input.limit ? offset + input.limit : null,
  };
}

const countWhere = (db: Db | Tx, where: SQL) =>
  db
    .select({ n: count() })
    .from(companies)
    .where(where)
    .then(([row]) => row?.n ?? 0);

/** How many companies the search and filters match. */
export async function countCompanies(db: Db | Tx, tenant: Ws, filters: CompanyFilters): Promise<{ count: number }> {
  return { count: await countWhere(db, companiesWhere(tenant, filters)) };
}

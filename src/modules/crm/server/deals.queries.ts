import "server-only";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { users } from "@/modules/identity";
import { NotFoundError } from "@/server/errors";
import { BOARD_COLUMN_LIMIT, type BoardInput, type DealListFilters, type DealSelection, type ListDealsInput } from "../contracts/deals.contracts";
import { companies } from "../db/companies.table";
import { contacts } from "../db/contacts.table";
import { dealContacts, deals, pipelines, pipelineStages } from "../db/deals.table";
import { weighted } from "../money";
import { dealOf } from "./deals.service";
import { containsPattern } from "./references";

type Ws = Pick<Tenant, "workspaceId">;

/** The filters the board and the list share: owner ("none": nobody) and a search over the deal's and its company's names. */
function sharedFilters(input: Pick<BoardInput, "ownerId" | "search">): SQL | undefined {
  const pattern = input.search ? containsPattern(input.search) : null;
  return and(
    input.ownerId === "none" ? isNull(deals.ownerId) : input.ownerId ? eq(deals.ownerId, input.ownerId) : undefined,
    pattern
      ? or(
          ilike(deals.name, pattern),
          sql`exists (select 1 from ${companies} where ${companies.id} = ${deals.companyId} and ${companies.workspaceId} = ${deals.workspaceId} and ${companies.name} ilike ${pattern})`,
        )
      : undefined,
  );
}

/** A function, not a constant: identity's `users` comes through its surface, which may still be loading when this file is. */
const ownerName = () => sql<string | null>`coalesce(${users.name}, ${users.email})`;

export type StageTotal = { currency: string; count: number; amountMinor: number; weightedMinor: number };

/**
 * A pipeline's board in two queries: its stages with their totals per currency (count, sum of
 * amounts, and the sum weighted by the stage's probability), then the first cards of every column
 * in board order. A foreign pipeline is NOT_FOUND.
 */
export async function dealsBoard(db: Db, tenant: Ws, input: BoardInput) {
  const filters = sharedFilters(input);
  const stageRows = await db
    .select({
      id: pipelineStages.id,
      name: pipelineStages.name,
      position: pipelineStages.position,
      probability: pipelineStages.probability,
      kind: pipelineStages.kind,
      pipelineName: pipelines.name,
      totals: sql<Array<{ currency: string; count: number; amount: number | string }>>`(
        select coalesce(json_agg(t order by t.currency), '[]'::json) from (
          select ${deals.currency} as currency, count(*)::int as count, coalesce(sum(${deals.amountMinor}), 0)::bigint as amount
          from ${deals}
          where ${and(eq(deals.workspaceId, tenant.workspaceId), sql`${deals.stageId} = ${pipelineStages.id}`, filters)}
          group by ${deals.currency}
        ) t)`,
    })
    .from(pipelineStages)
    .innerJoin(pipelines, and(eq(pipelines.id, pipelineStages.pipelineId), eq(pipelines.workspaceId, pipelineStages.workspaceId)))
    .where(and(eq(pipelineStages.workspaceId, tenant.workspaceId), eq(pipelineStages.pipelineId, input.pipelineId)))
    .orderBy(asc(pipelineStages.position));
  if (stageRows.length === 0) throw new NotFoundError("Pipeline");

  const ranked = db
    .select({
      id: deals.id,
      name: deals.name,
      stageId: deals.stageId,
      position: deals.position,
      amountMinor: deals.amountMinor,
      currency: deals.currency,
      closeDate: deals.closeDate,
      ownerId: deals.ownerId,
      ownerName: ownerName().as("owner_name"),
      companyId: deals.companyId,
      companyName: sql<string | null>`${companies.name}`.as("company_name"),
      rank: sql<number>`row_number() over (partition by ${deals.stageId} order by ${deals.position}, ${deals.id})`.as("rank"),
    })
    .from(deals)
    .leftJoin(users, eq(users.id, deals.ownerId))
    .leftJoin(companies, and(eq(companies.id, deals.companyId), eq(companies.workspaceId, deals.workspaceId)))
    .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.pipelineId, input.pipelineId), filters))
    .as("ranked");
  const cards = await db.select().from(ranked).where(lte(ranked.rank, BOARD_COLUMN_LIMIT)).orderBy(asc(ranked.stageId), asc(ranked.rank));

  const stages = stageRows.map(({ totals, pipelineName: _, ...stage }) => {
    const typed: StageTotal[] = totals.map((t) => ({
      currency: t.currency,
      count: Number(t.count),
      amountMinor: Number(t.amount),
      weightedMinor: weighted(Number(t.amount), stage.probability),
    }));
    const columnCards = cards
      .filter((c) => c.stageId === stage.id)
      .map(({ rank: _rank, ...card }) => ({ ...card, amountMinor: card.amountMinor === null ? null : Number(card.amountMinor) }));
    const dealCount = typed.reduce((sum, t) => sum + t.count, 0);
    return { ...stage, totals: typed, dealCount, deals: columnCards, hiddenCount: Math.max(0, dealCount - columnCards.length) };
  });
  return { pipeline: { id: input.pipelineId, name: stageRows[0]!.pipelineName }, stages };
}
export type DealsBoard = Awaited<ReturnType<typeof dealsBoard>>;

/** Sort keys; `nullable` ones put the empty values last whatever the direction. */
const listSort: Record<ListDealsInput["sort"]["field"], { key: SQL | AnyPgColumn; nullable: boolean }> = {
  name: { key: sql`lower(${deals.name})`, nullable: false },
  amount: { key: deals.amountMinor, nullable: true },
  closeDate: { key: deals.closeDate, nullable: true },
  stage: { key: sql`${pipelineStages.position}`, nullable: false },
  createdAt: { key: deals.createdAt, nullable: false },
  updatedAt: { key: deals.updatedAt, nullable: false },
};

/**
 * The WHERE of "these deals", on the deals table alone (so an UPDATE or DELETE can use it): the
 * workspace's, narrowed by pipeline, stage, status (the kind of the deal's stage), close dates, owner
 * and search.
 */
export function dealsWhere(tenant: Ws, f: DealListFilters): SQL {
  return and(
    eq(deals.workspaceId, tenant.workspaceId),
    f.pipelineId ? eq(deals.pipelineId, f.pipelineId) : undefined,
    f.stageId ? eq(deals.stageId, f.stageId) : undefined,
    f.status
      ? sql`${deals.stageId} in (select ${pipelineStages.id} from ${pipelineStages} where ${pipelineStages.workspaceId} = ${tenant.workspaceId} and ${pipelineStages.kind} = ${f.status})`
      : undefined,
    f.closeFrom ? gte(deals.closeDate, f.closeFrom) : undefined,
    f.closeTo ? lte(deals.closeDate, f.closeTo) : undefined,
    sharedFilters(f),
  )!;
}

/** Where a bulk action applies: picked ids (the workspace's only) or the whole filter. */
export function dealSelectionWhere(tenant: Ws, selection: DealSelection): SQL {
  if ("ids" in selection) return and(eq(deals.workspaceId, tenant.workspaceId), inArray(deals.id, selection.ids))!;
  return dealsWhere(tenant, selection.filter);
}

/**
 * A page of deals across pipelines, filtered and sorted. Asked by `offset`, it comes with the `total`
 * that match; asked by `cursor` (the table, page after page while it scrolls) it skips that count
 * (null) and the table asks `countDeals` beside it, so its first page never waits on the count.
 */
export async function listDeals(db: Db, tenant: Ws, input: ListDealsInput) {
  const where = dealsWhere(tenant, input);
  const { key, nullable } = listSort[input.sort.field];
  const dir = input.sort.dir === "asc" ? sql`asc` : sql`desc`;
  // Newest first reads `created_at desc, id desc` straight from the (workspace, pipeline, created_at, id) index.
  const order = [
    sql`${key} ${dir}${nullable ? sql` nulls last` : sql``}`,
    ...(input.sort.field === "createdAt" ? [] : [desc(deals.createdAt)]),
    input.sort.dir === "asc" ? asc(deals.id) : desc(deals.id),
  ];
  const offset = input.cursor ?? input.offset;
  const counted = input.cursor === undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: deals.id,
        name: deals.name,
        amountMinor: deals.amountMinor,
        currency: deals.currency,
        closeDate: deals.closeDate,
        pipelineId: deals.pipelineId,
        pipelineName: pipelines.name,
        stageId: deals.stageId,
        stageName: pipelineStages.name,
        stageKind: pipelineStages.kind,
        probability: pipelineStages.probability,
        ownerId: deals.ownerId,
        ownerName: ownerName(),
        companyId: deals.companyId,
        companyName: companies.name,
        custom: deals.custom,
        createdAt: deals.createdAt,
        updatedAt: deals.updatedAt,
      })
      .from(deals)
      .innerJoin(pipelineStages, eq(pipelineStages.id, deals.stageId))
      .innerJoin(pipelines, eq(pipelines.id, deals.pipelineId))
      .leftJoin(users, eq(users.id, deals.ownerId))
      .leftJoin(companies, and(eq(companies.id, deals.companyId), eq(companies.workspaceId, deals.workspaceId)))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(input.limit + 1),
    counted ? countWhere(db, where) : Promise.resolve(null),
  ]);
  return {
    rows: rows.slice(0, input.limit).map((r) => ({ ...r, amountMinor: r.amountMinor === null ? null : Number(r.amountMinor) })),
    total,
    nextCursor: rows.length > input.limit ? offset + input.limit : null,
  };
}

const countWhere = (db: Db, where: SQL) =>
  db
    .select({ n: count() })
    .from(deals)
    .where(where)
    .then(([row]) => row?.n ?? 0);

/** How many deals the filters match. */
export async function countDeals(db: Db, tenant: Ws, filters: DealListFilters): Promise<{ count: number }> {
  return { count: await countWhere(db, dealsWhere(tenant, filters)) };
}

/** A deal with its stage, pipeline, owner, company and contacts. */
export async function getDeal(db: Db, tenant: Ws, id: string) {
  const deal = await dealOf(db, tenant, id);
  const [[context], linked] = await Promise.all([
    db
      .select({
        stage: { id: pipelineStages.id, name: pipelineStages.name, kind: pipelineStages.kind, probability: pipelineStages.probability },
        pipeline: { id: pipelines.id, name: pipelines.name },
        ownerName: ownerName(),
        companyName: companies.name,
        companyDomain: companies.domain,
      })
      .from(deals)
      .innerJoin(pipelineStages, eq(pipelineStages.id, deals.stageId))
      .innerJoin(pipelines, eq(pipelines.id, deals.pipelineId))
      .leftJoin(users, eq(users.id, deals.ownerId))
      .leftJoin(companies, and(eq(companies.id, deals.companyId), eq(companies.workspaceId, deals.workspaceId)))
      .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, deal.id))),
    db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
      .from(dealContacts)
      .innerJoin(contacts, and(eq(contacts.id, dealContacts.contactId), eq(contacts.workspaceId, dealContacts.workspaceId)))
      .where(and(eq(dealContacts.workspaceId, tenant.workspaceId), eq(dealContacts.dealId, deal.id), isNull(contacts.erasedAt)))
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.email)),
  ]);
  return {
    deal: { ...deal, amountMinor: deal.amountMinor === null ? null : Number(deal.amountMinor) },
    stage: context!.stage,
    pipeline: context!.pipeline,
    owner: deal.ownerId ? { id: deal.ownerId, name: context!.ownerName } : null,
    company: deal.companyId ? { id: deal.companyId, name: context!.companyName ?? "", domain: context!.companyDomain } : null,
    contacts: linked,
  };
}

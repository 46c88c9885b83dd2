import "server-only";
import { and, count, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { BulkUpdateDealsInput, DealSelection } from "../contracts/deals.contracts";
import { activities } from "../db/activities.table";
import { deals, pipelineStages } from "../db/deals.table";
import { POSITION_STEP } from "../positions";
import { dealSelectionWhere } from "./deals.queries";
import { topOf } from "./deals.service";
import { stageOf } from "./pipelines.service";
import { assertOwnIds, assertOwner } from "./references";

type Stage = typeof pipelineStages.$inferSelect;

/** Picked ids must all be this workspace's deals; one foreign id and nothing happens. */
async function checkedSelection(db: Db, tenant: Tenant, selection: DealSelection) {
  if ("ids" in selection) await assertOwnIds(db, deals, tenant, selection.ids, "Deal");
  return dealSelectionWhere(tenant, selection);
}

/** A stage every selected deal can go to: one of the workspace's, in the pipeline they are all in. */
async function targetStage(db: Db, tenant: Tenant, where: SQL, stageId: string): Promise<Stage> {
  const stage = await stageOf(db, tenant, stageId);
  const [elsewhere] = await db
    .select({ n: count() })
    .from(deals)
    .where(and(where, ne(deals.pipelineId, stage.pipelineId)));
  if ((elsewhere?.n ?? 0) > 0) {
    throw new InvalidError("Some of these deals are in another pipeline. Pick deals of one pipeline to move them to a stage.", {
      stageId: "Choose a stage of the deals' pipeline",
    });
  }
  return stage;
}

/** Notes on each deal's timeline the move to `to` of the deals `where` picks that aren't there yet, as the board does. */
async function noteMoves(tx: Tx, tenant: Tenant, where: SQL, to: Stage) {
  await tx.insert(activities).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        workspaceId: sql`${tenant.workspaceId}::uuid`.as("workspace_id"),
        kind: sql`'stage_change'::crm_activity_kind`.as("kind"),
        contactId: sql`null::uuid`.as("contact_id"),
        companyId: sql`null::uuid`.as("company_id"),
        dealId: deals.id,
        actorId: sql`${tenant.userId}::uuid`.as("actor_id"),
        title: sql`'Moved from ' || ${pipelineStages.name} || ${` to ${to.name}`}::text`.as("title"),
        body: sql`null`.as("body"),
        data: sql`jsonb_build_object('from', ${pipelineStages.id}, 'to', ${to.id}::uuid, 'fromName', ${pipelineStages.name}, 'toName', ${to.name}::text, 'bulk', true)`.as(
          "data",
        ),
        occurredAt: sql`now()`.as("occurred_at"),
        createdAt: sql`now()`.as("created_at"),
      })
      .from(deals)
      .innerJoin(pipelineStages, and(eq(pipelineStages.id, deals.stageId), eq(pipelineStages.workspaceId, deals.workspaceId)))
      .where(and(where, ne(deals.stageId, to.id))),
  );
}

/**
 * Writes `set` on every deal `where` picks and, with a stage `to`, moves those not in it yet to the top
 * of its column in board order (the last of them lands just above its first card). One statement,
 * so a filter on the very fields being changed picks the same deals for every change.
 */
async function updateAll(tx: Tx, tenant: Tenant, where: SQL, set: Partial<typeof deals.$inferInsert>, to: Stage | null): Promise<number> {
  if (!to) return (await tx.update(deals).set(set).where(where).returning({ id: deals.id })).length;
  const top = await topOf(tx, tenant, to.id);
  const ranked = tx
    .select({
      id: deals.id,
      stays: sql<boolean>`${deals.stageId} = ${to.id}::uuid`.as("stays"),
      // Board order: by column, then by place in the column.
      rank: sql<number>`row_number() over (partition by ${deals.stageId} = ${to.id}::uuid order by ${pipelineStages.position} desc, ${deals.position} desc, ${deals.id} desc)`.as(
        "rank",
      ),
    })
    .from(deals)
    .innerJoin(pipelineStages, and(eq(pipelineStages.id, deals.stageId), eq(pipelineStages.workspaceId, deals.workspaceId)))
    .where(where)
    .as("ranked");
  const rows = await tx
    .update(deals)
    .set({
      ...set,
      stageId: to.id,
      position: sql`case when ${ranked.stays} then ${deals.position} else ${top}::double precision - (${ranked.rank} - 1) * ${POSITION_STEP}::double precision end`,
    })
    .from(ranked)
    .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, ranked.id)))
    .returning({ id: deals.id });
  return rows.length;
}

/**
 * Sets or clears the owner and close date of every selected deal and moves them to a stage, in one
 * transaction. A stage must belong to the pipeline all the selected deals are in.
 */
export async function bulkUpdateDeals(db: Db, tenant: Tenant, input: BulkUpdateDealsInput): Promise<{ updated: number }> {
  const where = await checkedSelection(db, tenant, input.selection);
  const set: Partial<Pick<typeof deals.$inferInsert, "ownerId" | "closeDate">> = {};
  for (const key of ["ownerId", "closeDate"] as const) if (input.set[key] !== undefined) set[key] = input.set[key];
  if (Object.keys(set).length === 0 && !input.set.stageId) throw new InvalidError("Choose something to change.");
  await assertOwner(db, tenant, input.set.ownerId);
  const to = input.set.stageId ? await targetStage(db, tenant, where, input.set.stageId) : null;
  return db.transaction(async (tx) => {
    if (to) await noteMoves(tx, tenant, where, to);
    return { updated: await updateAll(tx, tenant, where, set, to) };
  });
}

/** Deletes the selected deals for good, with their timelines and contact links. */
export async function bulkDeleteDeals(db: Db, tenant: Tenant, selection: DealSelection): Promise<{ deleted: number }> {
  const where = await checkedSelection(db, tenant, selection);
  return db.transaction(async (tx) => ({ deleted: (await tx.delete(deals).where(where).returning({ id: deals.id })).length }));
}

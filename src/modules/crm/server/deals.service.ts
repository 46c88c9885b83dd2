import "server-only";
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { workspaces } from "@/modules/identity";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { CreateDealInput, DealContactsInput, MoveDealInput, UpdateDealInput } from "../contracts/deals.contracts";
import { dealContacts, deals, type pipelineStages } from "../db/deals.table";
import { positionBetween, POSITION_STEP } from "../positions";
import { recordActivity } from "./activities.service";
import { withoutNulls } from "./companies.service";
import { firstOpenStage, pipelineOf, stageOf } from "./pipelines.service";
import { assertContacts, assertOwner, companyOf } from "./references";
import { validCustomValues } from "./settings.service";

type Ws = Pick<Tenant, "workspaceId">;
type Stage = typeof pipelineStages.$inferSelect;

/** A deal of the workspace, or NOT_FOUND. */
export async function dealOf(db: Db | Tx, tenant: Ws, id: string) {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, id)));
  if (!row) throw new NotFoundError("Deal");
  return row;
}

async function workspaceCurrency(db: Db, tenant: Ws): Promise<string> {
  const [row] = await db.select({ currency: workspaces.currency }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId));
  return row?.currency ?? "USD";
}

/** The stage a deal goes to: the one named (of the workspace, and of the pipeline), or the pipeline's first open one. */
async function stageFor(db: Db, tenant: Ws, pipelineId: string, stageId: string | undefined): Promise<Stage> {
  if (!stageId) return firstOpenStage(db, tenant, pipelineId);
  const stage = await stageOf(db, tenant, stageId);
  if (stage.pipelineId !== pipelineId) throw new InvalidError("That stage belongs to another pipeline.", { stageId: "Choose a stage of this pipeline" });
  return stage;
}

const inColumn = (tenant: Ws, stageId: string) => and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.stageId, stageId));

/** The top of a column: where new deals and deals moved by a form land. */
export async function topOf(db: Db | Tx, tenant: Ws, stageId: string): Promise<number> {
  const [row] = await db
    .select({ min: sql<number | null>`min(${deals.position})` })
    .from(deals)
    .where(inColumn(tenant, stageId));
  return row?.min === null || row?.min === undefined ? POSITION_STEP : Number(row.min) - POSITION_STEP;
}

async function stageChanged(tx: Tx, tenant: Tenant, dealId: string, from: Stage, to: Stage) {
  await recordActivity(tx, tenant, {
    kind: "stage_change",
    dealId,
    actorId: tenant.userId,
    title: `Moved from ${from.name} to ${to.name}`,
    data: { from: from.id, to: to.id, fromName: from.name, toName: to.name },
  });
}

async function setContacts(tx: Tx, tenant: Ws, dealId: string, contactIds: string[], replace: boolean) {
  if (replace) await tx.delete(dealContacts).where(and(eq(dealContacts.workspaceId, tenant.workspaceId), eq(dealContacts.dealId, dealId)));
  if (contactIds.length)
    await tx
      .insert(dealContacts)
      .values(contactIds.map((contactId) => ({ workspaceId: tenant.workspaceId, dealId, contactId })))
      .onConflictDoNothing();
}

/**
 * Creates a deal at the top of its stage. Every id it names must be this workspace's (NOT_FOUND
 * otherwise, before anything is written); the owner must be a member; the currency defaults to the
 * workspace's.
 */
export async function createDeal(db: Db, tenant: Tenant, input: CreateDealInput) {
  const pipeline = await pipelineOf(db, tenant, input.pipelineId);
  const stage = await stageFor(db, tenant, pipeline.id, input.stageId);
  if (input.companyId) await companyOf(db, tenant, input.companyId);
  const contactIds = await assertContacts(db, tenant, input.contactIds);
  await assertOwner(db, tenant, input.ownerId);
  const custom = withoutNulls(await validCustomValues(db, tenant, "deal", input.custom));
  const currency = input.currency ?? (await workspaceCurrency(db, tenant));
  return db.transaction(async (tx) => {
    const [deal] = await tx
      .insert(deals)
      .values({
        workspaceId: tenant.workspaceId,
        name: input.name,
        pipelineId: pipeline.id,
        stageId: stage.id,
        amountMinor: input.amountMinor ?? null,
        currency,
        closeDate: input.closeDate ?? null,
        ownerId: input.ownerId ?? null,
        companyId: input.companyId ?? null,
        position: await topOf(tx, tenant, stage.id),
        custom,
      })
      .returning();
    await setContacts(tx, tenant, deal!.id, contactIds, false);
    await recordActivity(tx, tenant, { kind: "created", dealId: deal!.id, actorId: tenant.userId, title: `Deal ${deal!.name} created in ${stage.name}` });
    return deal!;
  });
}

/**
 * Changes a deal. A new pipeline without a stage puts it in that pipeline's first open stage; a new
 * stage puts it at the top of that column and notes the change on its timeline. `contactIds`
 * replaces the deal's contacts.
 */
export async function updateDeal(db: Db, tenant: Tenant, input: UpdateDealInput) {
  const deal = await dealOf(db, tenant, input.id);
  const { pipelineId, stageId, contactIds: wanted, custom: customInput, ...fields } = input.patch;
  const targetPipeline = pipelineId ? (await pipelineOf(db, tenant, pipelineId)).id : deal.pipelineId;
  const moving = targetPipeline !== deal.pipelineId || (stageId !== undefined && stageId !== deal.stageId);
  const from = moving ? await stageOf(db, tenant, deal.stageId) : null;
  const to = moving ? await stageFor(db, tenant, targetPipeline, stageId) : null;
  if (fields.companyId) await companyOf(db, tenant, fields.companyId);
  const contactIds = wanted === undefined ? undefined : await assertContacts(db, tenant, wanted);
  await assertOwner(db, tenant, fields.ownerId);
  const custom = customInput === undefined ? undefined : withoutNulls({ ...deal.custom, ...(await validCustomValues(db, tenant, "deal", customInput)) });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set({
        ...fields,
        ...(custom ? { custom } : {}),
        ...(to ? { pipelineId: targetPipeline, stageId: to.id, position: await topOf(tx, tenant, to.id) } : {}),
      })
      .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, deal.id)))
      .returning();
    if (!row) throw new NotFoundError("Deal");
    if (contactIds) await setContacts(tx, tenant, deal.id, contactIds, true);
    if (from && to && from.id !== to.id) await stageChanged(tx, tenant, deal.id, from, to);
    return row;
  });
}

/** A neighbour card: a deal of the workspace, in the column the deal moves to. */
async function neighbour(db: Db, tenant: Ws, id: string, dealId: string, stageId: string) {
  if (id === dealId) throw new InvalidError("A deal can't be placed next to itself.");
  const row = await dealOf(db, tenant, id);
  if (row.stageId !== stageId) throw new InvalidError("The board changed meanwhile. Reload it and try again.");
  return row;
}

/** Spreads a column's positions evenly again, keeping the order (when a gap got too small to split). */
async function renumberColumn(db: Db | Tx, tenant: Ws, stageId: string) {
  const ranked = db
    .select({ id: deals.id, rank: sql<number>`row_number() over (order by ${deals.position}, ${deals.id})`.as("rank") })
    .from(deals)
    .where(inColumn(tenant, stageId))
    .as("ranked");
  await db
    .update(deals)
    .set({ position: sql`${ranked.rank} * ${POSITION_STEP}` })
    .from(ranked)
    .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, ranked.id)));
}

/** The positions around the place asked for, the moving deal left out. */
async function gapFor(db: Db, tenant: Ws, input: MoveDealInput): Promise<[number | null, number | null]> {
  const others = and(inColumn(tenant, input.stageId), ne(deals.id, input.dealId));
  const nearest = async (where: ReturnType<typeof and>, dir: "asc" | "desc") => {
    const [row] = await db
      .select({ position: deals.position })
      .from(deals)
      .where(where)
      .orderBy(dir === "asc" ? asc(deals.position) : desc(deals.position))
      .limit(1);
    return row?.position ?? null;
  };
  if (input.afterId) {
    const after = await neighbour(db, tenant, input.afterId, input.dealId, input.stageId);
    if (input.beforeId) {
      const before = await neighbour(db, tenant, input.beforeId, input.dealId, input.stageId);
      if (after.position < before.position) return [after.position, before.position];
    }
    return [after.position, await nearest(and(others, gt(deals.position, after.position)), "asc")];
  }
  if (input.beforeId) {
    const before = await neighbour(db, tenant, input.beforeId, input.dealId, input.stageId);
    return [await nearest(and(others, lt(deals.position, before.position)), "desc"), before.position];
  }
  return [await nearest(others, "desc"), null];
}

/**
 * Moves a deal on the board: to a stage of its own pipeline, between the cards named (or at the end
 * of the column). One row is written; a stage change is noted on the deal's timeline.
 */
export async function moveDeal(db: Db, tenant: Tenant, input: MoveDealInput) {
  const deal = await dealOf(db, tenant, input.dealId);
  const to = await stageOf(db, tenant, input.stageId);
  if (to.pipelineId !== deal.pipelineId)
    throw new InvalidError("Move the deal to a stage of its own pipeline.", { stageId: "Choose a stage of this pipeline" });
  const from = deal.stageId === to.id ? to : await stageOf(db, tenant, deal.stageId);
  let position = positionBetween(...(await gapFor(db, tenant, input)));
  if (position === null) {
    await renumberColumn(db, tenant, to.id);
    position = positionBetween(...(await gapFor(db, tenant, input)));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set({ stageId: to.id, position: position ?? POSITION_STEP })
      .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, deal.id)))
      .returning({ id: deals.id, stageId: deals.stageId, position: deals.position });
    if (!row) throw new NotFoundError("Deal");
    if (from.id !== to.id) await stageChanged(tx, tenant, deal.id, from, to);
    return row;
  });
}

export async function deleteDeal(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .delete(deals)
    .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, id)))
    .returning({ id: deals.id });
  if (!row) throw new NotFoundError("Deal");
  return row;
}

/** Adds contacts to a deal (already linked ones stay once). */
export async function associateDealContacts(db: Db, tenant: Tenant, input: DealContactsInput) {
  const deal = await dealOf(db, tenant, input.dealId);
  const ids = await assertContacts(db, tenant, input.contactIds);
  await db.transaction((tx) => setContacts(tx, tenant, deal.id, ids, false));
  return { dealId: deal.id, contactIds: ids };
}

export async function dissociateDealContacts(db: Db, tenant: Tenant, input: DealContactsInput) {
  const deal = await dealOf(db, tenant, input.dealId);
  const ids = await assertContacts(db, tenant, input.contactIds);
  await db
    .delete(dealContacts)
    .where(and(eq(dealContacts.workspaceId, tenant.workspaceId), eq(dealContacts.dealId, deal.id), inArray(dealContacts.contactId, ids)));
  return { dealId: deal.id, contactIds: ids };
}

import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import { defaultPipeline, type CreatePipelineInput, type UpdatePipelineInput } from "../contracts/pipelines.contracts";
import { activities } from "../db/activities.table";
import { deals, pipelines, pipelineStages } from "../db/deals.table";
import { POSITION_STEP } from "../positions";
import { countOf } from "@/lib/count-words";

type Ws = Pick<Tenant, "workspaceId">;

/** A foreign key refused the write (PostgreSQL and PGlite, wrapped or not). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/**
 * Gives a workspace that has no pipeline HubSpot's default one. Idempotent under concurrency: the
 * pipeline's name is unique per workspace, so of two first reads only one inserts it (and its stages).
 */
export async function ensureDefaultPipeline(db: Db, tenant: Ws): Promise<void> {
  const [existing] = await db.select({ id: pipelines.id }).from(pipelines).where(eq(pipelines.workspaceId, tenant.workspaceId)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pipelines)
      .values({ workspaceId: tenant.workspaceId, name: defaultPipeline.name, position: 0 })
      .onConflictDoNothing({ target: [pipelines.workspaceId, pipelines.name] })
      .returning({ id: pipelines.id });
    if (!created) return;
    await tx
      .insert(pipelineStages)
      .values(defaultPipeline.stages.map((s, position) => ({ ...s, position, workspaceId: tenant.workspaceId, pipelineId: created.id })));
  });
}

/** Every pipeline with its stages in order, and how many deals each stage holds. */
export async function listPipelines(db: Db, tenant: Ws) {
  await ensureDefaultPipeline(db, tenant);
  const [rows, stages] = await Promise.all([
    db
      .select({ id: pipelines.id, name: pipelines.name, position: pipelines.position })
      .from(pipelines)
      .where(eq(pipelines.workspaceId, tenant.workspaceId))
      .orderBy(asc(pipelines.position), asc(pipelines.name)),
    db
      .select({
        id: pipelineStages.id,
        pipelineId: pipelineStages.pipelineId,
        name: pipelineStages.name,
        position: pipelineStages.position,
        probability: pipelineStages.probability,
        kind: pipelineStages.kind,
        // Nested so the single-table select keeps the outer columns qualified (see companies.service.ts).
        dealCount: sql<number>`${sql`(select count(*)::int from ${deals} where ${deals.workspaceId} = ${pipelineStages.workspaceId} and ${deals.stageId} = ${pipelineStages.id})`}`,
      })
      .from(pipelineStages)
      .where(eq(pipelineStages.workspaceId, tenant.workspaceId))
      .orderBy(asc(pipelineStages.position)),
  ]);
  return rows.map((p) => {
    const own = stages.filter((s) => s.pipelineId === p.id).map((s) => ({ ...s, dealCount: Number(s.dealCount) }));
    return { ...p, stages: own, dealCount: own.reduce((sum, s) => sum + s.dealCount, 0) };
  });
}
export type PipelineWithStages = Awaited<ReturnType<typeof listPipelines>>[number];

/** A pipeline of the workspace, or NOT_FOUND. */
export async function pipelineOf(db: Db | Tx, tenant: Ws, id: string) {
  const [row] = await db
    .select()
    .from(pipelines)
    .where(and(eq(pipelines.workspaceId, tenant.workspaceId), eq(pipelines.id, id)));
  if (!row) throw new NotFoundError("Pipeline");
  return row;
}

/** A stage of the workspace, or NOT_FOUND. */
export async function stageOf(db: Db | Tx, tenant: Ws, id: string) {
  const [row] = await db
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.workspaceId, tenant.workspaceId), eq(pipelineStages.id, id)));
  if (!row) throw new NotFoundError("Stage");
  return row;
}

/** Where new deals of a pipeline start: its first open stage. */
export async function firstOpenStage(db: Db | Tx, tenant: Ws, pipelineId: string) {
  const [row] = await db
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.workspaceId, tenant.workspaceId), eq(pipelineStages.pipelineId, pipelineId)))
    .orderBy(sql`${pipelineStages.kind} <> 'open'`, asc(pipelineStages.position))
    .limit(1);
  if (!row) throw new InvalidError("This pipeline has no stages. Add one in the CRM settings.");
  return row;
}

const nameTaken = (name: string) => new ConflictError(`A pipeline named "${name}" already exists. Choose another name.`);

export async function createPipeline(db: Db, tenant: Tenant, input: CreatePipelineInput) {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(pipelines)
        .values({
          workspaceId: tenant.workspaceId,
          name: input.name,
          position: sql`(select coalesce(max(${pipelines.position}), -1) + 1 from ${pipelines} where ${pipelines.workspaceId} = ${tenant.workspaceId})`,
        })
        .returning();
      await tx.insert(pipelineStages).values(
        input.stages.map(({ name, probability, kind }, position) => ({
          name,
          probability,
          kind,
          position,
          workspaceId: tenant.workspaceId,
          pipelineId: created!.id,
        })),
      );
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/**
 * Renames a pipeline and sets its stages to the list given, in that order: kept stages are updated,
 * new ones added, missing ones removed. A removed stage's deals move to the kept stage named for it
 * in `moveDeals` (to the end of that column, with a stage change on their timeline); without one
 * the update is refused and nothing changes.
 */
export async function updatePipeline(db: Db, tenant: Tenant, input: UpdatePipelineInput) {
  const pipeline = await pipelineOf(db, tenant, input.id);
  const existing = await db
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.workspaceId, tenant.workspaceId), eq(pipelineStages.pipelineId, pipeline.id)));
  const existingIds = new Set(existing.map((s) => s.id));
  for (const stage of input.stages) if (stage.id && !existingIds.has(stage.id)) throw new NotFoundError("Stage");
  const keptIds = new Set(input.stages.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = existing.filter((s) => !keptIds.has(s.id));
  const counts = removed.length
    ? await db
        .select({ stageId: deals.stageId, n: count() })
        .from(deals)
        .where(
          and(
            eq(deals.workspaceId, tenant.workspaceId),
            inArray(
              deals.stageId,
              removed.map((s) => s.id),
            ),
          ),
        )
        .groupBy(deals.stageId)
    : [];
  const moves: Array<{ from: (typeof existing)[number]; to: (typeof existing)[number]; n: number }> = [];
  for (const { stageId, n } of counts) {
    if (n === 0) continue;
    const from = removed.find((s) => s.id === stageId)!;
    const targetId = input.moveDeals[stageId];
    const field = `moveDeals.${stageId}`;
    if (!targetId)
      throw new InvalidError(`"${from.name}" holds ${countOf(n, "deal")}. Choose a stage to move them to before removing it.`, {
        [field]: `Choose where its ${countOf(n, "deal")} go`,
      });
    if (!existingIds.has(targetId)) throw new NotFoundError("Stage");
    if (!keptIds.has(targetId)) throw new InvalidError(`Move the deals of "${from.name}" to a stage you keep.`, { [field]: "Choose a stage you keep" });
    moves.push({ from, to: existing.find((s) => s.id === targetId)!, n });
  }

  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(pipelines)
        .set({ name: input.name })
        .where(and(eq(pipelines.workspaceId, tenant.workspaceId), eq(pipelines.id, pipeline.id)));
      const fresh = [];
      for (const [position, stage] of input.stages.entries()) {
        const values = { name: stage.name, probability: stage.probability, kind: stage.kind, position };
        if (stage.id)
          await tx
            .update(pipelineStages)
            .set(values)
            .where(and(eq(pipelineStages.workspaceId, tenant.workspaceId), eq(pipelineStages.id, stage.id)));
        else fresh.push({ ...values, workspaceId: tenant.workspaceId, pipelineId: pipeline.id });
      }
      if (fresh.length) await tx.insert(pipelineStages).values(fresh);
      for (const move of moves) await moveAllDeals(tx, tenant, move);
      if (removed.length)
        await tx.delete(pipelineStages).where(
          and(
            eq(pipelineStages.workspaceId, tenant.workspaceId),
            inArray(
              pipelineStages.id,
              removed.map((s) => s.id),
            ),
          ),
        );
      return { id: pipeline.id, moved: moves.reduce((sum, m) => sum + m.n, 0) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    // A deal was put in a removed stage meanwhile: its foreign key refuses, and nothing changed.
    if (isForeignKeyViolation(error)) throw new InvalidError("Deals were just added to a stage you removed. Reload and try again.");
    throw error;
  }
}

type StageRow = typeof pipelineStages.$inferSelect;

/** Moves every deal of a removed stage to the end of another column, keeping their order, and notes it on each deal. */
async function moveAllDeals(tx: Tx, tenant: Tenant, { from, to }: { from: StageRow; to: StageRow }) {
  const inStage = (stageId: string) => and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.stageId, stageId));
  const [bounds] = await tx
    .select({
      targetMax: sql<number | null>`(select max(${deals.position}) from ${deals} where ${inStage(to.id)})`,
      sourceMin: sql<number | null>`min(${deals.position})`,
    })
    .from(deals)
    .where(inStage(from.id));
  const shift = Number(bounds?.targetMax ?? 0) + POSITION_STEP - Number(bounds?.sourceMin ?? 0);
  const moved = await tx
    .update(deals)
    .set({ stageId: to.id, position: sql`${deals.position} + ${shift}` })
    .where(inStage(from.id))
    .returning({ id: deals.id });
  // One statement for the whole column: these entries name no contact, so there is nothing else
  // `recordActivity` would do for them.
  await tx.insert(activities).values(
    moved.map((d) => ({
      workspaceId: tenant.workspaceId,
      kind: "stage_change" as const,
      dealId: d.id,
      actorId: tenant.userId,
      title: `Moved from ${from.name} to ${to.name} (stage removed)`,
      data: { from: from.id, to: to.id, fromName: from.name, toName: to.name },
    })),
  );
}

/** Deletes an empty pipeline. Its deals must be moved or deleted first, and one pipeline always stays. */
export async function deletePipeline(db: Db, tenant: Tenant, id: string) {
  const pipeline = await pipelineOf(db, tenant, id);
  const [[held], [all]] = await Promise.all([
    db
      .select({ n: count() })
      .from(deals)
      .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.pipelineId, pipeline.id))),
    db.select({ n: count() }).from(pipelines).where(eq(pipelines.workspaceId, tenant.workspaceId)),
  ]);
  if ((all?.n ?? 0) <= 1) throw new InvalidError("A workspace keeps at least one pipeline. Create another one before deleting this one.");
  if ((held?.n ?? 0) > 0) throw new InvalidError(`Move or delete its ${countOf(held!.n, "deal")} first.`);
  try {
    await db.delete(pipelines).where(and(eq(pipelines.workspaceId, tenant.workspaceId), eq(pipelines.id, pipeline.id)));
  } catch (error) {
    // A deal added to it meanwhile: the stages' foreign keys refuse the delete.
    if (isForeignKeyViolation(error)) throw new InvalidError("Deals were just added to this pipeline. Move or delete them first.");
    throw error;
  }
  return { id: pipeline.id };
}

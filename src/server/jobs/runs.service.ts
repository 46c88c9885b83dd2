import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { Tenant } from "@/modules/identity";
import { jobRuns } from "./job-runs.table";

export type JobRun = typeof jobRuns.$inferSelect;

/**
 * The run for (workspace, kind, key), created queued on first call. Calling it again with the same
 * key returns the same run, which is what makes a job enqueued twice do its work once.
 */
export async function openRun(
  db: Db,
  tenant: Pick<Tenant, "workspaceId">,
  kind: string,
  key: string,
  total?: number,
): Promise<{ run: JobRun; created: boolean }> {
  const [created] = await db
    .insert(jobRuns)
    .values({ workspaceId: tenant.workspaceId, kind, key, total })
    .onConflictDoNothing({ target: [jobRuns.workspaceId, jobRuns.kind, jobRuns.key] })
    .returning();
  if (created) return { run: created, created: true };
  const [existing] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.workspaceId, tenant.workspaceId), eq(jobRuns.kind, kind), eq(jobRuns.key, key)));
  if (!existing) throw new Error("job run vanished between insert and select");
  return { run: existing, created: false };
}

/** Progress as the job goes: `done` of `total` items, and a sentence the UI shows. */
export async function reportProgress(db: Db, runId: string, progress: { done: number; total?: number; message?: string }) {
  await db
    .update(jobRuns)
    .set({
      status: "running",
      done: progress.done,
      ...(progress.total !== undefined ? { total: progress.total } : {}),
      ...(progress.message !== undefined ? { message: progress.message } : {}),
      startedAt: sql`coalesce(${jobRuns.startedAt}, now())`,
    })
    .where(eq(jobRuns.id, runId));
}

export async function finishRun(db: Db, runId: string, result: Record<string, unknown> = {}, message?: string) {
  await db
    .update(jobRuns)
    .set({ status: "succeeded", result, message, finishedAt: new Date(), done: sql`coalesce(${jobRuns.total}, ${jobRuns.done})` })
    .where(eq(jobRuns.id, runId));
}

export async function failRun(db: Db, runId: string, error: string) {
  await db.update(jobRuns).set({ status: "failed", error, finishedAt: new Date() }).where(eq(jobRuns.id, runId));
}

export async function getRun(db: Db, tenant: Tenant, id: string): Promise<JobRun> {
  const [run] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.workspaceId, tenant.workspaceId), eq(jobRuns.id, id)));
  if (!run) throw new NotFoundError("Background task");
  return run;
}

export function listRecentRuns(db: Db, tenant: Tenant, kind?: string) {
  return db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.workspaceId, tenant.workspaceId), kind ? eq(jobRuns.kind, kind) : undefined))
    .orderBy(desc(jobRuns.createdAt))
    .limit(20);
}

export type ProgressReporter = (progress: { done: number; total?: number; message?: string }) => Promise<void>;

/**
 * How a job does its work: once per (workspace, kind, key). A run that already succeeded is not
 * repeated (a job delivered twice has its effect once); otherwise `work` runs with a progress
 * reporter, and the run ends succeeded with its result or failed with the error's message.
 */
export async function executeRun(
  db: Db,
  tenant: Pick<Tenant, "workspaceId">,
  kind: string,
  key: string,
  work: (report: ProgressReporter) => Promise<Record<string, unknown>>,
): Promise<JobRun> {
  const { run } = await openRun(db, tenant, kind, key);
  if (run.status === "succeeded") return run;
  await reportProgress(db, run.id, { done: 0 });
  try {
    const result = await work((progress) => reportProgress(db, run.id, progress));
    await finishRun(db, run.id, result);
  } catch (error) {
    await failRun(db, run.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  const [finished] = await db.select().from(jobRuns).where(eq(jobRuns.id, run.id));
  return finished!;
}

import "server-only";
import type { Db } from "@/server/db/client";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { getLogger } from "@/server/log";
import "../platforms";
import { dueSources, executeSync, planRun } from "../server/sync.service";

export const SYNC_JOB = "connectors.sync";
export const SCHEDULE_JOB = "connectors.schedule";

export type SyncJob = { workspaceId: string; runId: string };

/** Queues a run; retried with backoff (each retry resumes after the last committed window). */
export async function enqueueSync(data: SyncJob): Promise<void> {
  await sendJob(SYNC_JOB, data, { retryLimit: 3, retryDelay: 60, retryBackoff: true, singletonKey: data.runId });
}

defineJob<SyncJob>({
  name: SYNC_JOB,
  // Two sources sync at once: one's platform calls and transform overlap the other's database writes.
  concurrency: 2,
  run: async (data, { db }) => {
    await executeSync(db, data);
  },
});

/** Starts the daily sync of every source that is due. Runs every 15 minutes; a source due is synced once. */
export async function scheduleDueSyncs(db: Db, now = new Date(), queue = enqueueSync): Promise<number> {
  let started = 0;
  for (const source of await dueSources(db, now)) {
    try {
      await planRun(db, { workspaceId: source.workspaceId, userId: null }, source.id, "daily", queue, undefined, now);
      started++;
    } catch (error) {
      getLogger().debug({ err: error, sourceId: source.id }, "daily sync not started");
    }
  }
  return started;
}

defineJob<Record<string, never>>({
  name: SCHEDULE_JOB,
  cron: "*/15 * * * *",
  run: async (_data, { db }) => {
    await scheduleDueSyncs(db);
  },
});

import "server-only";
import PgBoss from "pg-boss";
import { getDbHandle, type DbHandle } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { jobDefinitions } from "./registry";

const globalForBoss = globalThis as unknown as { __amtBoss?: Promise<PgBoss> };

/** A started pg-boss on the same database as the app: PGlite through `executeSql`, or PostgreSQL. */
export async function startBoss(handle: DbHandle, opts: { work: boolean }): Promise<PgBoss> {
  const boss = new PgBoss({ db: { executeSql: handle.executeSql }, schema: "pgboss", supervise: true });
  boss.on("error", (err) => getLogger().error({ err }, "job queue error"));
  await boss.start();
  for (const job of jobDefinitions()) {
    await boss.createQueue(job.name);
    if (opts.work && job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    if (opts.work) {
      for (let lane = 0; lane < (job.concurrency ?? 1); lane++) {
        await boss.work(job.name, { pollingIntervalSeconds: 0.5 }, async (batch) => {
          for (const j of batch) await job.run(j.data, { db: handle.db });
        });
      }
    }
  }
  return boss;
}

/**
 * The process's queue, started once (by instrumentation in the web process, or by the worker);
 * `after`: start it once that resolves (start-up's seed), while it is already the one `sendJob` uses.
 */
export function getBoss(handle: DbHandle, opts: { work: boolean } = { work: false }, after?: Promise<unknown>): Promise<PgBoss> {
  globalForBoss.__amtBoss ??= after ? after.then(() => startBoss(handle, opts)) : startBoss(handle, opts);
  return globalForBoss.__amtBoss;
}

/**
 * Puts a job on the process's queue (the one boot or the worker started; tests start theirs with
 * `getBoss(testHandle)`). Returns the job's id.
 */
export async function sendJob(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
  const boss = await (globalForBoss.__amtBoss ?? getBoss(getDbHandle()));
  return boss.send(name, data, options);
}

export async function isBossReady(): Promise<boolean> {
  if (!globalForBoss.__amtBoss) return false;
  try {
    const boss = await globalForBoss.__amtBoss;
    await boss.getQueues();
    return true;
  } catch {
    return false;
  }
}

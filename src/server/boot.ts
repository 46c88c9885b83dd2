import "server-only";
import { assertEnv, env } from "@/env";
import { getDbHandle } from "@/server/db/client";
import { migrateDb } from "@/server/db/migrate";
import { getBoss, sendJob } from "@/server/jobs/boss";
import { getLogger } from "@/server/log";

const globalForBoot = globalThis as unknown as { __amtBoot?: { servable: Promise<void>; done: Promise<void>; finished: boolean } };

/**
 * Start-up of a web process: check the settings, migrate, seed the demo workspace on the first run,
 * and start the queue (with its workers unless RUN_WORKER=false). Runs once per process.
 *
 * Resolves as soon as requests may be served: once migrated on PostgreSQL; at once on PGlite on its
 * thread, which holds every query until it has migrated itself. The rest goes on in the background
 * (`isBooted()`, which /api/ready reports); a failure there stops the process, as it did when
 * Next.js waited for all of it. The queue is the process's from the start, so a job sent meanwhile
 * waits for it instead of starting a second queue.
 *
 * The modules (their jobs, the demo seed, the connectors' stand-ins) are imported behind the
 * database, not before serving: the first byte doesn't wait for the whole application to load.
 */
export function boot(): Promise<void> {
  globalForBoot.__amtBoot ??= (() => {
    assertEnv();
    const log = getLogger();
    const handle = getDbHandle();
    const started = Date.now();
    const migrated = migrateDb(handle).then(() => log.info({ ms: Date.now() - started, database: handle.kind }, "database migrated"));
    const seeded = migrated.then(async () => {
      if (!env.SEED_DEMO) return;
      const { seedDemoIfEmpty } = await import("@/server/seed/demo");
      const demo = await seedDemoIfEmpty(handle.db);
      if (demo) log.info({ email: demo.email }, "demo workspace seeded");
    });
    // The reference exchange rates shipped with the product, loaded once (first start) beside the seed; reports wait for it, the first byte doesn't.
    const reference = migrated.then(async () => (await import("@/modules/reporting")).ensureReferenceRates(handle.db, migrated));
    reference.catch((error: unknown) =>
      log.warn({ err: error }, "loading the reference exchange rates failed; reports convert with the workspaces' own rates"),
    );
    // Every module's jobs are registered (their defineJob side effects) before the queue starts.
    const queue = getBoss(
      handle,
      { work: env.RUN_WORKER },
      seeded.then(() => import("@/server/jobs/all-jobs")),
    );
    const state = { servable: handle.migrated ? Promise.resolve() : migrated, finished: false, done: Promise.resolve() };
    state.done = (async () => {
      await queue;
      log.info({ worker: env.RUN_WORKER, ms: Date.now() - started }, "job queue started");
      await reference.catch(() => undefined);
      // The newest reference rates now rather than at the next daily run (a failure only logs).
      if (env.RUN_WORKER) await sendJob((await import("@/modules/reporting")).FX_FEED_JOB, {}, { singletonKey: "boot" });
      if (env.SEED_DEMO && env.CONNECTORS_DEMO_PLATFORMS) {
        const { connectDemoWorkspace, enqueueSync, startDemoPlatforms } = await import("@/modules/connectors");
        const running = await startDemoPlatforms();
        if (running.length > 0) log.info({ platforms: running.length }, "demo platform stand-ins started");
        const sources = await connectDemoWorkspace(handle.db, enqueueSync);
        if (sources > 0) log.info({ sources }, "demo workspace connected; first syncs queued");
      }
      state.finished = true;
    })();
    state.done.catch((error: unknown) => {
      log.fatal({ err: error }, "start-up failed");
      process.exit(1);
    });
    return state;
  })();
  return globalForBoot.__amtBoot.servable;
}

/** Whether start-up has finished: migrated, seeded, the queue and the demo's stand-ins started. */
export const isBooted = (): boolean => globalForBoot.__amtBoot?.finished ?? false;

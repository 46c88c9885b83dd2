import "server-only";
import { assertEnv, env } from "@/env";
import { connectDemoWorkspace, enqueueSync, startDemoPlatforms } from "@/modules/connectors";
import { getDbHandle } from "@/server/db/client";
import { migrateDb } from "@/server/db/migrate";
import { getBoss } from "@/server/jobs/boss";
import "@/server/jobs/all-jobs";
import { getLogger } from "@/server/log";
import { seedDemoIfEmpty } from "@/server/seed/demo";

const globalForBoot = globalThis as unknown as { __amtBoot?: Promise<void> };

/**
 * Start-up of a web process: check the settings, migrate, seed the demo workspace on the first run,
 * and start the queue (with its workers unless RUN_WORKER=false). Runs once per process.
 */
export function boot(): Promise<void> {
  globalForBoot.__amtBoot ??= (async () => {
    assertEnv();
    const log = getLogger();
    const handle = getDbHandle();
    const started = Date.now();
    await migrateDb(handle);
    log.info({ ms: Date.now() - started, database: handle.kind }, "database migrated");
    if (env.SEED_DEMO) {
      const demo = await seedDemoIfEmpty(handle.db);
      if (demo) log.info({ email: demo.email }, "demo workspace seeded");
    }
    await getBoss(handle, { work: env.RUN_WORKER });
    log.info({ worker: env.RUN_WORKER }, "job queue started");
    if (env.SEED_DEMO && env.CONNECTORS_DEMO_PLATFORMS) {
      const running = await startDemoPlatforms();
      if (running.length > 0) log.info({ platforms: running.length }, "demo platform stand-ins started");
      const sources = await connectDemoWorkspace(handle.db, enqueueSync);
      if (sources > 0) log.info({ sources }, "demo workspace connected; first syncs queued");
    }
  })();
  return globalForBoot.__amtBoot;
}

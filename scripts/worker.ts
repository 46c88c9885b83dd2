/**
 * `npm run worker`: the background workers alone, for deployments on PostgreSQL that scale the web
 * and the workers separately (run the web with RUN_WORKER=false). On PGlite the web process runs
 * the worker itself: two processes can't share the embedded database.
 */
import { assertEnv, env } from "../src/env";
import { getDbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { getBoss } from "../src/server/jobs/boss";
import "../src/server/jobs/all-jobs";
import { getLogger } from "../src/server/log";
import { runShutdownHooks } from "../src/server/shutdown";

assertEnv();
if (!env.DATABASE_URL) {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the worker itself.");
  process.exit(1);
}
const handle = getDbHandle();
await migrateDb(handle);
const boss = await getBoss(handle, { work: true });
getLogger().info("worker started");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Events still in memory are written first (src/server/shutdown.ts).
    void runShutdownHooks()
      .then(() => boss.stop({ graceful: true }))
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}

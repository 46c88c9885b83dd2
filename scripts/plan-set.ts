/**
 * `npm run plan:set -- <workspace> <plan>`: sets a workspace's plan without payments (self-hosted, or
 * support). <workspace> is its slug or id; <plan> one of basic, standard, advanced, premium, enterprise.
 * Limits apply as for a paid plan. With the embedded database, stop `npm start` first.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { assertEnv, env } from "../src/env";
import { setPlanManually } from "../src/modules/billing";
import { tierIds } from "../src/modules/billing/plans";
import { getDbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { AppError } from "../src/server/errors";

/** Signal 0 checks that the process exists without touching it. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const [workspace, plan] = process.argv.slice(2);
if (!workspace || !plan) {
  console.error(`Usage: npm run plan:set -- <workspace slug or id> <${tierIds.join("|")}>`);
  process.exit(2);
}
process.env.NEXTAUTH_SECRET ??= "plan-set-does-not-sign-sessions-0000000000";
assertEnv();

if (!env.DATABASE_URL) {
  const pidFile = path.resolve(env.DATA_DIR, "server.pid");
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
  if (pid > 0 && isRunning(pid)) {
    console.error(`The app (process ${pid}) holds the embedded database in ${env.DATA_DIR}. Stop it, run this again, then start it.`);
    process.exit(1);
  }
}

const handle = getDbHandle();
try {
  await migrateDb(handle);
  const done = await setPlanManually(handle.db, workspace, plan);
  console.log(`${done.accountName} is now on the ${plan} plan.`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}

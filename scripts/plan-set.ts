/**
 * `npm run plan:set -- <workspace> <plan>`: sets a workspace's plan without payments (self-hosted, or
 * support). <workspace> is its slug or id; <plan> one of basic, standard, advanced, premium, enterprise.
 * Limits apply as for a paid plan. With the embedded database, stop `npm start` first.
 */
import path from "node:path";
import { assertEnv, env } from "../src/env";
import { setPlanManually, tierIds } from "../src/modules/billing";
import { runningServer } from "../src/server/backup/data-dir";
import { getDbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { AppError } from "../src/server/errors";

const [workspace, plan] = process.argv.slice(2);
if (!workspace || !plan) {
  console.error(`Usage: npm run plan:set -- <workspace slug or id> <${tierIds.join("|")}>`);
  process.exit(2);
}
process.env.NEXTAUTH_SECRET ??= "plan-set-does-not-sign-sessions-0000000000";
assertEnv();

if (!env.DATABASE_URL) {
  const pid = runningServer(path.resolve(env.DATA_DIR));
  if (pid !== null) {
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

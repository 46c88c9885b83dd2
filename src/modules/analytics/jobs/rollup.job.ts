import "server-only";
import { defineJob } from "@/server/jobs/registry";
import { rollupNow } from "../server/rollup.service";

export const ANALYTICS_ROLLUP_JOB = "analytics.rollup";

/**
 * Every minute: the (workspace, day) pairs that events or identify() touched since, each rolled up
 * again from raw (idempotent: a day is replaced whole). Charts are at most about a minute behind.
 */
export const analyticsRollupJob = defineJob({
  name: ANALYTICS_ROLLUP_JOB,
  cron: "* * * * *",
  run: async (_data, { db }) => {
    await rollupNow(db);
  },
});

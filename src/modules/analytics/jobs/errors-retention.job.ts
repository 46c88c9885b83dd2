import "server-only";
import { defineJob } from "@/server/jobs/registry";
import { deleteExpiredErrors } from "../server/errors/errors.service";

export const ANALYTICS_ERRORS_RETENTION_JOB = "analytics.errors-retention";

/** Every night: error groups not seen for ERROR_RETENTION_DAYS, and older events and replay metadata, go. Idempotent. */
export const analyticsErrorsRetentionJob = defineJob({
  name: ANALYTICS_ERRORS_RETENTION_JOB,
  cron: "50 3 * * *",
  run: async (_data, { db }) => {
    await deleteExpiredErrors(db);
  },
});

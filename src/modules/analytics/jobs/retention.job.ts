import "server-only";
import { defineJob } from "@/server/jobs/registry";
import { deleteExpiredEvents } from "../server/retention.service";

export const ANALYTICS_RETENTION_JOB = "analytics.retention";

/** Every night: raw events past RAW_EVENT_RETENTION_DAYS go (the daily rollups stay). Idempotent. */
export const analyticsRetentionJob = defineJob({
  name: ANALYTICS_RETENTION_JOB,
  cron: "40 3 * * *",
  run: async (_data, { db }) => {
    await deleteExpiredEvents(db);
  },
});

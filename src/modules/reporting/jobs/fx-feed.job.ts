import "server-only";
import { defineJob } from "@/server/jobs/registry";
import { refreshReferenceRates } from "../server/fx-feed.service";

export const FX_FEED_JOB = "reporting.fx-feed";

/**
 * Every day after the European Central Bank publishes (around 16:00 CET), the newest reference
 * rates from FX_REFERENCE_URL. Never fails: a fetch that fails is logged and tried again the next day.
 */
export const fxFeedJob = defineJob({
  name: FX_FEED_JOB,
  cron: "30 15 * * *",
  run: async (_data, { db }) => {
    await refreshReferenceRates(db);
  },
});

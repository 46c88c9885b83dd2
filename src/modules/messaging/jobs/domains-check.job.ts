import "server-only";
import { defineJob } from "@/server/jobs/registry";
import { getLogger } from "@/server/log";
import { checkAllDomains } from "../server/domains.service";

export const DOMAINS_CHECK_JOB = "messaging.domains.check";

/**
 * Every day, every sending domain's DNS records are looked up again: a verified domain whose records
 * went away goes back to failed (and sends from it are refused), one fixed since becomes verified.
 */
defineJob<Record<string, never>>({
  name: DOMAINS_CHECK_JOB,
  cron: "17 5 * * *",
  run: async (_data, { db }) => {
    const tally = await checkAllDomains(db);
    getLogger().info(tally, "sending domains checked");
  },
});

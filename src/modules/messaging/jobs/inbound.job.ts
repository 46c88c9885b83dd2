import "server-only";
import { defineJob } from "@/server/jobs/registry";
import { pollAllInboundMailboxes } from "../server/inbound.service";

export const INBOUND_JOB = "messaging.inbound";

/** Every five minutes: each workspace's bounce mailbox is read, its reports applied and deleted. */
defineJob<Record<string, never>>({
  name: INBOUND_JOB,
  cron: "*/5 * * * *",
  run: async (_data, { db }) => {
    await pollAllInboundMailboxes(db);
  },
});

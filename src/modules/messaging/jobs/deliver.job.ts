import "server-only";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { deliverSend, logDelivery } from "../engine/deliver";

export const DELIVER_JOB = "messaging.deliver";

export type DeliverJob = { workspaceId: string; sendId: string };

/**
 * Queues a delivery run of a send. A run of a send already running in this process returns at once,
 * and runs in other processes share its rows safely (claims skip locked rows). The sweep's runs are
 * throttled to one per send a minute (`throttle`), so a long send doesn't pile up jobs.
 */
export async function enqueueDeliver(data: DeliverJob, opts: { throttle?: boolean } = {}): Promise<void> {
  await sendJob(DELIVER_JOB, data, {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    ...(opts.throttle ? { singletonKey: `send:${data.sendId}`, singletonSeconds: 60 } : {}),
  });
}

/** Delivers a send until it is done, paused, or its run's time is up (then it queues the next run). */
export const deliverJob = defineJob<DeliverJob>({
  name: DELIVER_JOB,
  concurrency: 2,
  run: async (data, { db }) => {
    const report = await deliverSend(db, data);
    logDelivery(data, report);
    if (report.status === "more") await enqueueDeliver(data);
  },
});

import "server-only";
import type { Db } from "@/server/db/client";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { renderReportPdf } from "../pdf/render";
import { claimDueSchedules, ScheduleNotSent, sendScheduledReport } from "../server/schedule-send.service";
import type { SendScheduleJob } from "../server/schedules.service";

export const SCHEDULES_TICK_JOB = "reporting.schedules.tick";
export const SCHEDULE_SEND_JOB = "reporting.schedule.send";

/**
 * Queues one send. The singleton key (schedule + due time) keeps a send queued once; the job run
 * keyed the same way keeps it done once. A failed render is retried twice, a few minutes apart.
 */
export async function enqueueScheduleSend(job: SendScheduleJob): Promise<void> {
  await sendJob(SCHEDULE_SEND_JOB, job, { singletonKey: job.key, retryLimit: 2, retryDelay: 120, retryBackoff: true });
}

/** Claims the schedules due now and queues their sends; returns how many. */
export async function tickSchedules(db: Db, now = new Date(), enqueue = enqueueScheduleSend): Promise<number> {
  const claimed = await claimDueSchedules(db, now);
  for (const job of claimed) await enqueue(job);
  return claimed.length;
}

defineJob<Record<string, never>>({
  name: SCHEDULES_TICK_JOB,
  cron: "*/15 * * * *",
  run: async (_data, { db }) => {
    await tickSchedules(db);
  },
});

defineJob<SendScheduleJob>({
  name: SCHEDULE_SEND_JOB,
  // Two reports render at once (the renderer's page limit); more wait in the queue.
  concurrency: 2,
  run: async (data, { db }) => {
    try {
      await sendScheduledReport(db, data, { render: renderReportPdf });
    } catch (error) {
      // Recorded on the schedule and its run; trying again can't help.
      if (error instanceof ScheduleNotSent) return;
      throw error;
    }
  },
});

import "server-only";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { getLogger } from "@/server/log";
import { recordSendStats } from "../server/warehouse.service";

export const SEND_REPORT_JOB = "messaging.report";

type SendReportJob = { workspaceId: string; sendId: string };

/** Engagement arrives in bursts (a campaign's opens); a send's warehouse row is rewritten at most every this many seconds. */
export const REPORT_DEBOUNCE_SECONDS = 10;

/**
 * Asks for a send's warehouse row to be brought up to date, a few seconds from now: the queue keeps
 * one job per send per 10-second slot, so a thousand opens make one write. Never throws: tracking
 * must answer even when the queue is down (the next event asks again).
 */
export async function queueSendReport(workspaceId: string, sendId: string): Promise<void> {
  try {
    await sendJob(SEND_REPORT_JOB, { workspaceId, sendId } satisfies SendReportJob, {
      singletonKey: sendId,
      singletonSeconds: REPORT_DEBOUNCE_SECONDS,
      startAfter: REPORT_DEBOUNCE_SECONDS,
      retryLimit: 3,
      retryDelay: 30,
    });
  } catch (error) {
    getLogger().warn({ err: error, sendId }, "couldn't queue the send's report update");
  }
}

defineJob<SendReportJob>({
  name: SEND_REPORT_JOB,
  run: async (data, { db }) => {
    await recordSendStats(db, data.workspaceId, [data.sendId]);
  },
});

import "server-only";
import type { Db } from "@/server/db/client";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { executeRun } from "@/server/jobs/runs.service";
import { runVerification, type RunOptions, type VerifyJob } from "../server/verification-run";

export const VERIFY_JOB = "messaging.verify";
export const VERIFY_RUN_KIND = "messaging.verify";

/**
 * Runs an email verification under its job run (progress for the UI, done once). Retried after a
 * crash or delivered twice, it goes on after the last stored batch.
 */
export function runVerifyJob(db: Db, data: VerifyJob, options: RunOptions = {}) {
  return executeRun(db, data, VERIFY_RUN_KIND, data.verificationId, (report) => runVerification(db, data, report, options));
}

defineJob<VerifyJob>({
  name: VERIFY_JOB,
  // Two runs (of different workspaces) at once per process: one long list doesn't hold up everyone else's.
  concurrency: 2,
  run: async (data, { db }) => {
    await runVerifyJob(db, data);
  },
});

/** Queues a run; retried with backoff (each retry resumes), at most one queued per run. */
export async function enqueueVerification(data: VerifyJob): Promise<void> {
  await sendJob(VERIFY_JOB, data, { retryLimit: 5, retryDelay: 15, retryBackoff: true, singletonKey: data.verificationId });
}

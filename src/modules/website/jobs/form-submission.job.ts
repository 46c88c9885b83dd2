import "server-only";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { getLogger } from "@/server/log";
import { processPending } from "../server/form-process.service";

export const FORM_SUBMISSIONS_JOB = "website.form-submissions";

/**
 * Carries stored submissions into the CRM, oldest first, until none is waiting. Queued (at most every
 * 200 ms per process) after submissions arrive, and every minute as a sweep, so a submission stored
 * just before a crash is still carried. Each submission is done once however often this runs (see
 * processSubmission); one that failed waits longer after each try and is marked failed after the
 * last. A run with failures throws, so the queue tries it again with backoff.
 */
export const formSubmissionsJob = defineJob<Record<string, never>>({
  name: FORM_SUBMISSIONS_JOB,
  cron: "* * * * *",
  run: async (_data, { db }) => {
    const { failed } = await processPending(db);
    if (failed > 0) throw new Error(`${failed} form submission(s) not processed; trying again`);
  },
});

let timer: ReturnType<typeof setTimeout> | null = null;

/** Asks the queue to carry what arrived (one job for many submissions: a busy form costs the queue one insert each 200 ms). */
export function requestSubmissionsDrain(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    sendJob(FORM_SUBMISSIONS_JOB, {}, { retryLimit: 5, retryDelay: 10, retryBackoff: true }).catch((error: unknown) =>
      getLogger().warn({ err: error }, "couldn't queue form submissions; the minute's sweep will carry them"),
    );
  }, 200);
  timer.unref?.();
}

import "server-only";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { processSubmission } from "../server/form-process.service";

export const FORM_SUBMISSION_JOB = "website.form-submission";

export type FormSubmissionJob = { submissionId: string };

/** Carries one stored submission into the CRM; a second delivery finds it processed and does nothing. */
export const formSubmissionJob = defineJob<FormSubmissionJob>({
  name: FORM_SUBMISSION_JOB,
  concurrency: 4,
  run: async (data, { db }) => {
    await processSubmission(db, data.submissionId);
  },
});

/** Queues a stored submission; retried with backoff (5 tries over about 5 minutes). */
export async function enqueueSubmission(data: FormSubmissionJob): Promise<void> {
  await sendJob(FORM_SUBMISSION_JOB, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true, singletonKey: data.submissionId });
}

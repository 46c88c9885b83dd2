import "server-only";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { getLogger } from "@/server/log";
import { syncNewsletterChoice, type NewsletterSyncJob } from "../server/newsletter/newsletter.service";

export const NEWSLETTER_SYNC_JOB = "identity.newsletterSync";

/** Tells Mailchimp a person's newsletter choice, away from the request that recorded it. */
export const newsletterSyncJob = defineJob<NewsletterSyncJob>({
  name: NEWSLETTER_SYNC_JOB,
  run: async (data, { db }) => {
    const outcome = await syncNewsletterChoice(db, data.consentId);
    getLogger().info({ consentId: data.consentId, outcome }, "newsletter choice sent to Mailchimp");
  },
});

/** Retry policy: Mailchimp down or throttling is tried again, further apart each time (tests shorten it). */
export const newsletterRetry = { retryLimit: 6, retryDelay: 15, retryBackoff: true };

/**
 * Queues the sync. Never fails the request that recorded the choice: a queue that can't take it is
 * logged (the choice itself is recorded).
 */
export async function enqueueNewsletterSync(consentId: string): Promise<void> {
  try {
    await sendJob(NEWSLETTER_SYNC_JOB, { consentId } satisfies NewsletterSyncJob, { ...newsletterRetry });
  } catch (error) {
    getLogger().error({ err: error, consentId }, "queueing a newsletter choice for Mailchimp failed");
  }
}

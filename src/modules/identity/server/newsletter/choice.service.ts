import "server-only";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { enqueueNewsletterSync } from "../../jobs/newsletter-sync.job";
import { newsletterStatus, recordNewsletterChoice, type NewsletterStatus } from "./newsletter.service";

/** The account menu's checkbox: records the new choice and queues it for Mailchimp. */
export async function changeNewsletterChoice(db: Db, userId: string, subscribed: boolean): Promise<NewsletterStatus> {
  const consentId = await recordNewsletterChoice(db, userId, subscribed, "account-menu");
  if (!consentId) throw new InvalidError("The product newsletter isn't available.");
  await enqueueNewsletterSync(consentId);
  return newsletterStatus(db, userId);
}

import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { NEWSLETTER_CONSENT_WORDING, type NewsletterSource } from "../../contracts/newsletter.constants";
import { newsletterConsents } from "../../db/newsletter-consents.table";
import { users } from "../../db/users.table";
import { newsletterConfig } from "./config";
import { MailchimpRefusedError, putAudienceMember } from "./mailchimp-audience";

/** A newsletter choice waiting for Mailchimp: the job's data. */
export type NewsletterSyncJob = { consentId: string };

export type NewsletterStatus = { offered: boolean; subscribed: boolean; wording: string };

/** The person's current choice (their newest), and whether the newsletter is offered at all. */
export async function newsletterStatus(db: Db, userId: string): Promise<NewsletterStatus> {
  const offered = newsletterConfig() !== null;
  if (!offered) return { offered, subscribed: false, wording: NEWSLETTER_CONSENT_WORDING };
  const [latest] = await db
    .select({ subscribed: newsletterConsents.subscribed })
    .from(newsletterConsents)
    .where(eq(newsletterConsents.userId, userId))
    .orderBy(desc(newsletterConsents.createdAt))
    .limit(1);
  return { offered, subscribed: latest?.subscribed ?? false, wording: NEWSLETTER_CONSENT_WORDING };
}

/**
 * Records a choice as consent (the person, the words shown next to the checkbox, yes or no, when),
 * in the caller's transaction when given. Returns the row's id for the sync job, or null when the
 * newsletter isn't offered (then nothing is recorded).
 */
export async function recordNewsletterChoice(db: Db, userId: string, subscribed: boolean, source: NewsletterSource): Promise<string | null> {
  if (!newsletterConfig()) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [row] = await db
    .insert(newsletterConsents)
    .values({ userId, email: user.email, subscribed, wording: NEWSLETTER_CONSENT_WORDING, source })
    .returning({ id: newsletterConsents.id });
  return row!.id;
}

/**
 * The sync job's work: tells Mailchimp's audience the choice. A choice the person has since changed
 * is skipped (the newer one has its own job). A retryable failure throws, so the queue tries again;
 * a refusal is kept on the row and not retried.
 */
export async function syncNewsletterChoice(db: Db, consentId: string): Promise<"synced" | "superseded" | "refused" | "skipped"> {
  const config = newsletterConfig();
  const [consent] = await db.select().from(newsletterConsents).where(eq(newsletterConsents.id, consentId)).limit(1);
  if (!config || !consent || consent.syncedAt) return "skipped";
  const [newer] = await db
    .select({ id: newsletterConsents.id })
    .from(newsletterConsents)
    // Compared in the database: a JS Date keeps milliseconds, PostgreSQL microseconds, so the row's own
    // time read back would count the row itself as newer.
    .where(
      and(
        eq(newsletterConsents.userId, consent.userId),
        ne(newsletterConsents.id, consent.id),
        sql`${newsletterConsents.createdAt} > (select c.created_at from ${newsletterConsents} c where c.id = ${consentId})`,
      ),
    )
    .limit(1);
  if (newer) return "superseded";
  const status = !consent.subscribed ? "unsubscribed" : config.doubleOptIn ? "pending" : "subscribed";
  try {
    await putAudienceMember(config, consent.email, status);
  } catch (error) {
    if (!(error instanceof MailchimpRefusedError)) throw error;
    await db.update(newsletterConsents).set({ syncError: error.message }).where(eq(newsletterConsents.id, consentId));
    getLogger().warn({ consentId, err: error }, "Mailchimp refused a newsletter choice");
    return "refused";
  }
  await db.update(newsletterConsents).set({ syncedAt: new Date(), syncError: null }).where(eq(newsletterConsents.id, consentId));
  return "synced";
}

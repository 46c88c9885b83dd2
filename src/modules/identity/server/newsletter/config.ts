import "server-only";
import { env } from "@/env";

/** The product newsletter's Mailchimp list, or null when it isn't set up (then nothing offers it). */
export type NewsletterConfig = { listId: string; apiKey: string; apiBase: string; doubleOptIn: boolean };

let override: NewsletterConfig | null | undefined;

/** Tests point the newsletter at the local Mailchimp stand-in (or turn it off); undefined: the settings again. */
export function setNewsletterConfigForTests(config: NewsletterConfig | null | undefined): void {
  override = config;
}

/** The data centre a Mailchimp API key ends in ("…-us21" → "us21"). */
export const dataCentreOf = (apiKey: string) => apiKey.slice(apiKey.lastIndexOf("-") + 1);

export function newsletterConfig(): NewsletterConfig | null {
  if (override !== undefined) return override;
  const listId = env.NEWSLETTER_LIST_ID;
  const apiKey = env.NEWSLETTER_MAILCHIMP_API_KEY;
  if (!listId || !apiKey) return null;
  const apiBase = (env.NEWSLETTER_MAILCHIMP_API_BASE ?? `https://${dataCentreOf(apiKey)}.api.mailchimp.com`).replace(/\/+$/, "");
  return { listId, apiKey, apiBase, doubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN };
}

/** Whether sign-up and the account menu offer the newsletter. */
export const newsletterOffered = (): boolean => newsletterConfig() !== null;

import "server-only";
import EmailProvider, { type EmailUserConfig } from "next-auth/providers/email";
import { env } from "@/env";
import { MAGIC_LINK_MAX_AGE_SECONDS, mailMagicLink, normalizeSignInEmail } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { mailEnabled } from "@/server/mail/mailer";

/**
 * Sign-in by emailed link (next-auth's email provider, id "email"), only while mail is on. The
 * Drizzle adapter keeps the one-time tokens; our own template carries the link, to accounts only.
 */
export function emailProviders(db: Db) {
  if (!mailEnabled()) return [];
  // next-auth merges these options over the provider's defaults, the display name included.
  const config: EmailUserConfig & { name: string } = {
    name: "Email link",
    from: env.MAIL_FROM,
    maxAge: MAGIC_LINK_MAX_AGE_SECONDS,
    normalizeIdentifier: normalizeSignInEmail,
    sendVerificationRequest: ({ identifier, url, expires }) => mailMagicLink(db, { identifier, url, expires }),
  };
  return [EmailProvider(config)];
}

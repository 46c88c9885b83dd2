import { z } from "zod";
import { hasNul } from "@/lib/text";

/**
 * Sign-in by emailed link (next-auth's email provider). Only existing accounts sign in this way;
 * accounts are made on the sign-up page, which also makes the first workspace.
 */

/** How long a sign-in link works (once): next-auth's maxAge of the email provider. */
export const MAGIC_LINK_MAX_AGE_SECONDS = 24 * 60 * 60;

export const MAGIC_LINK_SENT_MESSAGE = `Check your email: we sent a sign-in link to your address if it has an account. The link works once, for ${MAGIC_LINK_MAX_AGE_SECONDS / 3600} hours.`;

/**
 * The email provider's answer in the signIn callback. Asking for a link is answered the same for
 * every address (so nobody learns which emails have accounts; the mail only goes to accounts);
 * opening a link signs in only an existing account.
 */
export function emailSignInAllowed(opts: { hasAccount: boolean; verificationRequest: boolean }): boolean {
  return opts.hasAccount || opts.verificationRequest;
}

const emailShape = z.email();

/**
 * The address a sign-in link is asked for, as next-auth's email provider keys it (its
 * `normalizeIdentifier`): NFKC, trimmed, lower case. Throws for anything that isn't one plain
 * address, a NUL character included, which next-auth answers with its EmailSignin error: such an
 * address never reaches the database (PostgreSQL can't hold a NUL, so the lookup failed with a 500).
 */
export function normalizeSignInEmail(identifier: string): string {
  const email = String(identifier).normalize("NFKC").trim().toLowerCase();
  if (hasNul(email) || email.length > 254 || !emailShape.safeParse(email).success) throw new Error("Invalid email address format.");
  return email;
}

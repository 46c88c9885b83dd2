import "server-only";
import type { Db } from "@/server/db/client";
import { recordSignIn } from "./audit.service";
import { clearSignInFailures, pruneSignInFailures, reserveSignInAttempt } from "./throttle.service";
import { verifyCredentials, type CredentialUser } from "./users.service";

export type PasswordSignIn = { outcome: "signed-in"; user: CredentialUser } | { outcome: "failed" } | { outcome: "throttled"; retryAfterSeconds: number };

/**
 * A password sign-in attempt, throttle first: the one gate every attempt passes, whatever encoding
 * or path it came by. The attempt takes its place in the window before the password is checked, so
 * a burst can't get more tries than the limit. A throttled attempt checks no password (so even the
 * right one is refused and can't clear the failures); a failure counts against the account and the
 * address; a success forgets that account's failures from that address.
 */
export async function attemptPasswordSignIn(db: Db, email: string, password: string, ip: string | null): Promise<PasswordSignIn> {
  const verdict = await reserveSignInAttempt(db, email, ip);
  if (!verdict.allowed) return { outcome: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  const user = await verifyCredentials(db, email, password);
  if (!user) {
    // The reservation stays as the failure.
    await pruneSignInFailures(db, email, ip);
    await recordSignIn(db, email, "failed", ip);
    return { outcome: "failed" };
  }
  await clearSignInFailures(db, email, ip);
  await recordSignIn(db, user.email, "succeeded", ip);
  return { outcome: "signed-in", user };
}

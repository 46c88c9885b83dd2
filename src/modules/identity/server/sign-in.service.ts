import "server-only";
import type { Db } from "@/server/db/client";
import { recordSignIn } from "./audit.service";
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from "./throttle.service";
import { verifyCredentials, type CredentialUser } from "./users.service";

export type PasswordSignIn = { outcome: "signed-in"; user: CredentialUser } | { outcome: "failed" } | { outcome: "throttled"; retryAfterSeconds: number };

/**
 * A password sign-in attempt, throttle first: the one gate every attempt passes, whatever encoding
 * or path it came by. A throttled attempt checks no password (so even the right one is refused and
 * can't clear the failures); a failure counts against the account and the address; a success
 * forgets that account's failures from that address.
 */
export async function attemptPasswordSignIn(db: Db, email: string, password: string, ip: string | null): Promise<PasswordSignIn> {
  const verdict = await checkSignInThrottle(db, email, ip);
  if (!verdict.allowed) return { outcome: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  const user = await verifyCredentials(db, email, password);
  if (!user) {
    await recordSignInFailure(db, email, ip);
    await recordSignIn(db, email, "failed", ip);
    return { outcome: "failed" };
  }
  await clearSignInFailures(db, email, ip);
  await recordSignIn(db, user.email, "succeeded", ip);
  return { outcome: "signed-in", user };
}

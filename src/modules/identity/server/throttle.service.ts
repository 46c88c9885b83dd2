import "server-only";
import { and, count, eq, gt, lt, min, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { signInFailures } from "../db/sign-in-attempts.table";

/**
 * Sign-in throttling: at most 10 failed attempts per account and 30 per address in any 10 minutes.
 * The window slides, so there is no lockout to wait out by hand and no way to lock someone out for
 * good: the oldest failure leaves the window and a try is allowed again.
 */
export const THROTTLE = { windowMs: 10 * 60 * 1000, perAccount: 10, perIp: 30 } as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * `ip` null: no trustworthy address, so only the per-account limit applies. `pending`: how many of
 * the rows in the window are attempts still being checked (the caller's own reservation).
 */
export async function checkSignInThrottle(db: Db, email: string, ip: string | null, now = new Date(), pending = 0): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const window = (column: typeof signInFailures.email | typeof signInFailures.ip, value: string) =>
    db
      .select({ n: count(), oldest: min(signInFailures.at) })
      .from(signInFailures)
      .where(and(eq(column, value), gt(signInFailures.at, since)));
  const [byAccount, byIp] = await Promise.all([window(signInFailures.email, email), ip ? window(signInFailures.ip, ip) : Promise.resolve([])]);
  const waits = [
    byAccount[0] && byAccount[0].n - pending >= THROTTLE.perAccount ? byAccount[0].oldest : null,
    byIp[0] && byIp[0].n - pending >= THROTTLE.perIp ? byIp[0].oldest : null,
  ]
    .filter((oldest): oldest is Date => oldest !== null)
    .map((oldest) => Math.ceil((new Date(oldest).getTime() + THROTTLE.windowMs - now.getTime()) / 1000));
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/**
 * Takes a place for one attempt before its password is checked: the attempt is written as a failure
 * first and the window counted after, so attempts that arrive together each see the others and no
 * more than the limit get through. A refused attempt gives its place back (it checked no password,
 * so it doesn't push the wait further out); an allowed one stays a failure unless it succeeds
 * (`clearSignInFailures`).
 */
export async function reserveSignInAttempt(db: Db, email: string, ip: string | null, now = new Date()): Promise<ThrottleVerdict> {
  const [slot] = await db
    .insert(signInFailures)
    .values({ email, ip: ip ?? "unknown", at: now })
    .returning({ id: signInFailures.id });
  const verdict = await checkSignInThrottle(db, email, ip, now, 1);
  if (!verdict.allowed) await db.delete(signInFailures).where(eq(signInFailures.id, slot!.id));
  return verdict;
}

/** Forgets failures of this account or address older than the window. */
export async function pruneSignInFailures(db: Db, email: string, ip: string | null, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - THROTTLE.windowMs);
  await db.delete(signInFailures).where(and(or(eq(signInFailures.email, email), eq(signInFailures.ip, ip ?? "unknown")), lt(signInFailures.at, expired)));
}

/** Records a failure, and forgets failures older than the window. */
export async function recordSignInFailure(db: Db, email: string, ip: string | null, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values({ email, ip: ip ?? "unknown", at: now });
  await pruneSignInFailures(db, email, ip, now);
}

/** A successful sign-in clears that account's failures from that address. */
export async function clearSignInFailures(db: Db, email: string, ip: string | null): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip ?? "unknown")));
}

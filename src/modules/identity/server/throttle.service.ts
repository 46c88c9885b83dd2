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

/** `ip` null: no trustworthy address (no proxy header), so only the per-account limit applies. */
export async function checkSignInThrottle(db: Db, email: string, ip: string | null, now = new Date()): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const window = (column: typeof signInFailures.email | typeof signInFailures.ip, value: string) =>
    db.select({ n: count(), oldest: min(signInFailures.at) }).from(signInFailures).where(and(eq(column, value), gt(signInFailures.at, since)));
  const [byAccount, byIp] = await Promise.all([window(signInFailures.email, email), ip ? window(signInFailures.ip, ip) : Promise.resolve([])]);
  const waits = [
    byAccount[0] && byAccount[0].n >= THROTTLE.perAccount ? byAccount[0].oldest : null,
    byIp[0] && byIp[0].n >= THROTTLE.perIp ? byIp[0].oldest : null,
  ]
    .filter((oldest): oldest is Date => oldest !== null)
    .map((oldest) => Math.ceil((new Date(oldest).getTime() + THROTTLE.windowMs - now.getTime()) / 1000));
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/** Records a failure, and forgets failures older than the window. */
export async function recordSignInFailure(db: Db, email: string, ip: string | null, now = new Date()): Promise<void> {
  const address = ip ?? "unknown";
  await db.insert(signInFailures).values({ email, ip: address, at: now });
  const expired = new Date(now.getTime() - THROTTLE.windowMs);
  await db.delete(signInFailures).where(and(or(eq(signInFailures.email, email), eq(signInFailures.ip, address)), lt(signInFailures.at, expired)));
}

/** A successful sign-in clears that account's failures from that address. */
export async function clearSignInFailures(db: Db, email: string, ip: string | null): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip ?? "unknown")));
}

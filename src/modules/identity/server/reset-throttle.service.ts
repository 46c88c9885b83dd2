import "server-only";
import { and, count, eq, gt, lt, min, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { RateLimitedError } from "@/server/errors";
import { waitInWords } from "../auth-errors";
import { passwordResetRequests } from "../db/password-resets.table";
import { slidingWindowWait } from "./reset-token";

/**
 * "Forgot password" throttling: at most 5 requests per email and 20 per address in any hour,
 * counted whether or not the email has an account (so the throttle tells nothing either).
 */
export const RESET_THROTTLE = { windowMs: 60 * 60 * 1000, perEmail: 5, perIp: 20 } as const;

/** Throws RateLimitedError with the wait when a window is full; otherwise records this request. */
export async function takeResetRequest(db: Db, email: string, ip: string | null, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - RESET_THROTTLE.windowMs);
  const window = (column: typeof passwordResetRequests.email | typeof passwordResetRequests.ip, value: string) =>
    db
      .select({ n: count(), oldest: min(passwordResetRequests.at) })
      .from(passwordResetRequests)
      .where(and(eq(column, value), gt(passwordResetRequests.at, since)));
  const [byEmail, byIp] = await Promise.all([window(passwordResetRequests.email, email), ip ? window(passwordResetRequests.ip, ip) : Promise.resolve([])]);
  const wait = slidingWindowWait(
    [
      { count: byEmail[0]?.n ?? 0, oldest: byEmail[0]?.oldest ?? null, limit: RESET_THROTTLE.perEmail },
      { count: byIp[0]?.n ?? 0, oldest: byIp[0]?.oldest ?? null, limit: RESET_THROTTLE.perIp },
    ],
    RESET_THROTTLE.windowMs,
    now,
  );
  if (wait !== null) throw new RateLimitedError(`Too many password reset requests. For your security, try again in ${waitInWords(wait)}.`, wait);
  const address = ip ?? "unknown";
  await db.insert(passwordResetRequests).values({ email, ip: address, at: now });
  await db
    .delete(passwordResetRequests)
    .where(and(or(eq(passwordResetRequests.email, email), eq(passwordResetRequests.ip, address)), lt(passwordResetRequests.at, since)));
}

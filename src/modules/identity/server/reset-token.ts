import { createHash, randomBytes } from "node:crypto";
import type { ResetLinkStatus } from "../contracts/password.contracts";

/**
 * A password reset link's token: 32 random bytes (base64url) that only the mail carries. The
 * database keeps its sha256, so a stolen copy of the table opens nothing; a link is found by hash.
 */
export const RESET_TTL_MS = 60 * 60 * 1000;

export const hashResetToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token) };
}

export const isResetTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** What a stored link is worth now. A link that was used is "used" even if it has since expired. */
export function resetLinkStatus(row: { expiresAt: Date; usedAt: Date | null; supersededAt: Date | null } | undefined, now = new Date()): ResetLinkStatus {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.supersededAt) return "superseded";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/**
 * A sliding-window throttle's answer from the windows' counts: allowed, or how many seconds until
 * the oldest request of every full window has left it.
 */
export function slidingWindowWait(windows: { count: number; oldest: Date | null; limit: number }[], windowMs: number, now = new Date()): number | null {
  const waits = windows.filter((w) => w.count >= w.limit && w.oldest).map((w) => Math.ceil((new Date(w.oldest!).getTime() + windowMs - now.getTime()) / 1000));
  return waits.length === 0 ? null : Math.max(1, ...waits);
}

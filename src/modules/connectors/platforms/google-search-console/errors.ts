/**
 * How Search Console says "slow down" and "no". Pure, so it is unit-tested on recorded error bodies.
 *
 * Quota errors come as HTTP 429 or 403 with an `errors[].reason` of `rateLimitExceeded`,
 * `userRateLimitExceeded` or `quotaExceeded` (the short-term load quota wants about 15 minutes; the
 * engine caps each wait and gives the run up after a few tries, for the next sync to resume). A 403
 * with any other reason means the user lost access to the site.
 */
import type { HttpAnswer, Verdict } from "../../core/types";

type GoogleError = { error?: { code?: number; status?: string; message?: string; errors?: { reason?: string; domain?: string; message?: string }[] } };

const RATE = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

export function judgeSearchConsole(answer: HttpAnswer): Verdict | null {
  if (answer.status < 400) return null;
  const error = typeof answer.body === "object" && answer.body ? (answer.body as GoogleError).error : undefined;
  const reasons = (error?.errors ?? []).map((e) => e.reason ?? "");
  const message = error?.message ?? "";
  const retryAfter = Number(answer.headers.get("retry-after") ?? "");
  const hinted = answer.headers.get("retry-after") && Number.isFinite(retryAfter) ? retryAfter * 1000 : null;
  if (reasons.some((r) => RATE.has(r))) return { kind: "retry", afterMs: hinted ?? 60_000, reason: `Search Console rate limit: ${message}` };
  if (reasons.includes("quotaExceeded") || answer.status === 429 || error?.status === "RESOURCE_EXHAUSTED")
    return { kind: "retry", afterMs: hinted ?? 15 * 60_000, reason: `Search Console quota: ${message || "exceeded"}` };
  if (answer.status === 401 || error?.status === "UNAUTHENTICATED") return { kind: "reauth", reason: "Google rejected the access token." };
  if (answer.status === 403)
    return {
      kind: "fail",
      message: "The connected Google user can no longer read this Search Console site. Check their access in Search Console, or reconnect.",
    };
  if (answer.status === 404)
    return { kind: "fail", message: "Search Console doesn't know this site any more. Remove the source, or re-add the site in Search Console." };
  if (answer.status >= 500) return { kind: "retry", afterMs: 2_000, reason: `Search Console error ${answer.status}` };
  return { kind: "fail", message: `Search Console refused the query: ${message || answer.text.slice(0, 200)}` };
}

/**
 * How GA4's Data and Admin APIs say "slow down", "sign in again" and "no". Pure, so it is unit-tested
 * on recorded error bodies.
 *
 * Quota: token buckets per property (per day, per hour, per project per hour, concurrent requests);
 * an empty bucket answers HTTP 429 `RESOURCE_EXHAUSTED`. The hourly and concurrent buckets refill
 * within the run's patience; the daily one doesn't, so that one fails the run in plain words and the
 * next scheduled sync picks up.
 */
import type { HttpAnswer, Verdict } from "../../core/types";

type GoogleError = { error?: { code?: number; status?: string; message?: string; details?: { "@type"?: string; retryDelay?: string }[] } };

/** "37s" / "1.5s" → milliseconds. */
export function durationMs(value: string | undefined): number | null {
  const m = /^(\d+(?:\.\d+)?)s$/.exec(value ?? "");
  return m ? Math.round(Number(m[1]) * 1000) : null;
}

function retryAfter(headers: Headers): number | null {
  const seconds = Number(headers.get("retry-after") ?? "");
  return headers.get("retry-after") && Number.isFinite(seconds) ? seconds * 1000 : null;
}

export function judgeAnalytics(answer: HttpAnswer): Verdict | null {
  if (answer.status < 400) return null;
  const error = typeof answer.body === "object" && answer.body ? (answer.body as GoogleError).error : undefined;
  const status = error?.status ?? "";
  const message = error?.message ?? "";
  if (answer.status === 429 || status === "RESOURCE_EXHAUSTED") {
    if (/per day|daily/i.test(message))
      return { kind: "fail", message: "Google Analytics' daily request quota for this property is used up. The sync will try again later." };
    const hinted = (error?.details ?? []).map((d) => durationMs(d.retryDelay)).find((ms) => ms !== null) ?? null;
    return { kind: "retry", afterMs: hinted ?? retryAfter(answer.headers) ?? 30_000, reason: `GA4 quota: ${message || "resource exhausted"}` };
  }
  if (answer.status === 401 || status === "UNAUTHENTICATED") return { kind: "reauth", reason: "Google rejected the access token." };
  if (answer.status === 403 || status === "PERMISSION_DENIED")
    return { kind: "fail", message: "The connected Google user can no longer read this Google Analytics property. Check their access in GA4, or reconnect." };
  if (answer.status >= 500) return { kind: "retry", afterMs: 2_000, reason: `Google Analytics error ${answer.status}` };
  return { kind: "fail", message: `Google Analytics refused the report request: ${message || answer.text.slice(0, 200)}` };
}

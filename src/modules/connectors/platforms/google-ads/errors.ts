/**
 * How Google Ads says no. Errors are a google.rpc Status (`{error: {code, status, message,
 * details}}`) whose details carry a GoogleAdsFailure: each error's `errorCode` is an object whose
 * single key names the family (`quotaError`, `authenticationError`, …). Quota errors say how long to
 * wait in `details.quotaErrorDetails.retryDelay` ("37s"); there is no Retry-After header. Pure.
 */
import type { HttpAnswer, Verdict } from "../../core/types";

type AdsError = { errorCode?: Record<string, string>; message?: string; details?: { quotaErrorDetails?: { retryDelay?: string; rateName?: string } } };
type Status = { code?: number; status?: string; message?: string; details?: { "@type"?: string; errors?: AdsError[] }[] };

/** Without a retryDelay, a quota error waits this long. */
const DEFAULT_QUOTA_WAIT_MS = 30_000;

/** A protobuf Duration in JSON ("37s", "0.5s") in milliseconds, or null. */
export function durationMs(text: string | undefined): number | null {
  const m = /^(\d+(?:\.\d+)?)s$/.exec(text?.trim() ?? "");
  return m ? Math.round(Number(m[1]) * 1000) : null;
}

/**
 * The rpc Status of an answer. searchStream answers an array: an error may be its only element, or
 * come after some batches when the stream broke part-way (then the whole answer is unusable).
 */
function statusOf(body: unknown): Status | null {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const failed = items.find((item) => item && typeof item === "object" && "error" in item) as { error?: unknown } | undefined;
  return failed?.error && typeof failed.error === "object" ? (failed.error as Status) : null;
}

function adsErrors(status: Status): AdsError[] {
  return (status.details ?? []).filter((d) => (d["@type"] ?? "").endsWith("GoogleAdsFailure")).flatMap((d) => d.errors ?? []);
}

/** The family and value of each Ads error: [["quotaError", "RESOURCE_EXHAUSTED"], …]. */
const codesOf = (errors: AdsError[]): [string, string][] => errors.flatMap((e) => Object.entries(e.errorCode ?? {}));

export function judgeGoogleAds(answer: HttpAnswer): Verdict | null {
  const status = statusOf(answer.body);
  if (!status) return null;
  const errors = adsErrors(status);
  const codes = codesOf(errors);
  const has = (family: string, value?: string) => codes.some(([f, v]) => f === family && (value === undefined || v === value));
  const first = errors[0]?.message ?? status.message ?? "";

  if (has("quotaError") || status.status === "RESOURCE_EXHAUSTED" || answer.status === 429) {
    const delays = errors.map((e) => durationMs(e.details?.quotaErrorDetails?.retryDelay)).filter((d): d is number => d !== null);
    return { kind: "retry", afterMs: delays.length > 0 ? Math.max(...delays) : DEFAULT_QUOTA_WAIT_MS, reason: `Google Ads quota: ${first || "rate limited"}` };
  }
  if (has("authenticationError")) {
    if (codes.some(([f, v]) => f === "authenticationError" && v.startsWith("OAUTH_TOKEN"))) return { kind: "reauth", reason: first };
    return {
      kind: "fail",
      message: `Google Ads didn't accept the sign-in (${codes.map(([, v]) => v).join(", ")}). Check the developer token setting, or reconnect.`,
    };
  }
  if (has("authorizationError", "USER_PERMISSION_DENIED"))
    return {
      kind: "fail",
      message:
        "Google Ads refused access to this account. If it is managed through a manager account, set that manager's id as the login customer id, or reconnect with a user who has access.",
    };
  if (has("authorizationError", "CUSTOMER_NOT_ENABLED"))
    return { kind: "fail", message: "This Google Ads account is not enabled (cancelled or suspended), so it has no data to read." };
  if (has("authorizationError")) return { kind: "fail", message: `Google Ads refused the request: ${first || codes.map(([, v]) => v).join(", ")}.` };
  if (answer.status === 401 || status.status === "UNAUTHENTICATED") return { kind: "reauth", reason: status.message ?? "unauthenticated" };
  const transient = ["UNAVAILABLE", "INTERNAL", "DEADLINE_EXCEEDED", "ABORTED"].includes(status.status ?? "") || (status.code ?? 0) >= 500;
  if (has("internalError") || answer.status >= 500 || transient)
    return { kind: "retry", afterMs: 5_000, reason: `Google Ads error ${answer.status}: ${first}` };
  return { kind: "fail", message: `Google Ads answered ${answer.status}: ${first || "the request was refused"}.` };
}

/**
 * How Bing Webmaster Tools says "slow down" and "no". Pure, so it is unit-tested on recorded faults.
 *
 * Errors are JSON faults `{"ErrorCode": n, "Message": "..."}` with codes from the API's ApiErrorCode
 * enum (3 InvalidApiKey, 4 ThrottleUser, 5 ThrottleHost, 6 UserBlocked, 7 InvalidUrl, 8
 * InvalidParameter, 11 NotFound, 13 NotAllowed, 14 NotAuthorized...). Bing documents no throttle
 * status, so 429, 5xx, the throttle codes and any message that mentions throttling are all waited out.
 */
import type { HttpAnswer, Verdict } from "../../core/types";

type Fault = { ErrorCode?: number; Message?: string };

export function judgeBing(answer: HttpAnswer): Verdict | null {
  const fault = typeof answer.body === "object" && answer.body && "ErrorCode" in answer.body ? (answer.body as Fault) : null;
  if (answer.status < 400 && !fault) return null;
  const code = fault?.ErrorCode ?? -1;
  const message = fault?.Message ?? (typeof answer.body === "string" ? answer.body.slice(0, 200) : "");
  const retryAfter = Number(answer.headers.get("retry-after") ?? "");
  const hinted = answer.headers.get("retry-after") && Number.isFinite(retryAfter) ? retryAfter * 1000 : null;
  if (answer.status === 401 || code === 3) return { kind: "reauth", reason: "Bing rejected the access token." };
  if (answer.status === 429 || code === 4 || code === 5 || /throttl/i.test(message))
    return { kind: "retry", afterMs: hinted ?? 60_000, reason: `Bing Webmaster throttled the call${message ? ` (${message})` : ""}` };
  if (answer.status >= 500 || code === 1 || code === 2)
    return { kind: "retry", afterMs: hinted ?? 5_000, reason: `Bing Webmaster error ${answer.status}${message ? `: ${message}` : ""}` };
  if (code === 13 || code === 14 || code === 10 || answer.status === 403)
    return {
      kind: "fail",
      message:
        "The connected Microsoft account can no longer read this site in Bing Webmaster Tools. Check that the site is still verified for it, or reconnect.",
    };
  if (code === 7 || code === 11)
    return { kind: "fail", message: "Bing Webmaster Tools doesn't know this site any more. Remove the source, or add the site in Bing Webmaster Tools again." };
  if (code === 6) return { kind: "fail", message: "Bing has blocked API access for the connected account. Sign in to Bing Webmaster Tools to see why." };
  return { kind: "fail", message: `Bing Webmaster Tools refused the request: ${message || `status ${answer.status}`}` };
}

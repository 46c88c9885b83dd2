/**
 * How Microsoft Advertising says no: an ApiFaultDetail body (`OperationErrors` / `BatchErrors` with
 * numeric `Code` and a name in `ErrorCode`), whatever the HTTP status. 117 CallRateExceeded means
 * wait for the 60-second window to pass. Pure.
 */
import type { HttpAnswer, Verdict } from "../../core/types";

type OperationError = { Code?: number; ErrorCode?: string; Message?: string };
type Fault = { OperationErrors?: OperationError[]; BatchErrors?: OperationError[]; TrackingId?: string };

/** Microsoft counts calls over a sliding 60-second window. */
export const CALL_RATE_WAIT_MS = 60_000;

export function errorsOf(body: unknown): OperationError[] {
  if (!body || typeof body !== "object") return [];
  const fault = body as Fault;
  return [...(fault.OperationErrors ?? []), ...(fault.BatchErrors ?? [])];
}

export function judgeMicrosoftAds(answer: HttpAnswer): Verdict | null {
  const errors = errorsOf(answer.body);
  if (errors.length === 0) return null;
  const is = (code: number, name: string) => errors.some((e) => e.Code === code || e.ErrorCode === name);
  const message = errors.map((e) => e.Message ?? e.ErrorCode ?? String(e.Code)).join(" ");
  if (is(117, "CallRateExceeded")) return { kind: "retry", afterMs: CALL_RATE_WAIT_MS, reason: "Microsoft Advertising call rate exceeded (117)" };
  if (is(207, "ConcurrentRequestOverLimit")) return { kind: "retry", afterMs: 30_000, reason: "too many Microsoft Advertising reports in progress" };
  if (is(109, "AuthenticationTokenExpired") || is(105, "InvalidCredentials")) return { kind: "reauth", reason: message };
  if (is(106, "UserIsNotAuthorized"))
    return {
      kind: "fail",
      message: "The connected Microsoft user can't access this ad account any more. Reconnect with a user who can, or remove the account.",
    };
  if (answer.status >= 500 || is(0, "InternalError")) return { kind: "retry", afterMs: 5_000, reason: `Microsoft Advertising error: ${message}` };
  return { kind: "fail", message: `Microsoft Advertising refused the request: ${message}` };
}

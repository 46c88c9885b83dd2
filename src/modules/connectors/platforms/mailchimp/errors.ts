import { retryAfterMs } from "../../core/api";
import type { HttpAnswer, Verdict } from "../../core/types";

type Problem = { type?: string; title?: string; status?: number; detail?: string };
const problemOf = (answer: HttpAnswer): Problem | null =>
  answer.body && typeof answer.body === "object" && "status" in answer.body ? (answer.body as Problem) : null;

/**
 * Mailchimp's signals: 429 (too many simultaneous connections, problem+json) and, under load, a bare
 * 403 without a problem document are waited out; 401 means the token was revoked; other problems fail
 * with Mailchimp's own words.
 */
export function judgeMailchimp(answer: HttpAnswer): Verdict | null {
  if (answer.status >= 200 && answer.status < 300) return null;
  const problem = problemOf(answer);
  if (answer.status === 429) return { kind: "retry", afterMs: retryAfterMs(answer.headers) ?? 5_000, reason: "Mailchimp: too many simultaneous connections" };
  if (answer.status === 403 && !problem) return { kind: "retry", afterMs: 10_000, reason: "Mailchimp refused under load" };
  if (answer.status === 401) return { kind: "reauth", reason: "Mailchimp rejected the token." };
  if (answer.status >= 500) return { kind: "retry", afterMs: 2_000, reason: `Mailchimp error ${answer.status}` };
  if (answer.status === 404) return { kind: "fail", message: "Mailchimp couldn't find this audience or its reports. It may have been deleted." };
  if (answer.status === 403)
    return {
      kind: "fail",
      message: `Mailchimp refused access: ${problem?.detail ?? problem?.title ?? "forbidden"}. Check the connected user's role, or reconnect.`,
    };
  return { kind: "fail", message: `Mailchimp answered ${answer.status}: ${problem?.detail ?? problem?.title ?? answer.text.slice(0, 200)}` };
}

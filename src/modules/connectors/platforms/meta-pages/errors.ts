/**
 * Meta Graph API error signals, shared by the Facebook Page and Instagram connectors. Throttles come
 * as HTTP 400 with an error code (4 app, 17 user, 32 page, 613, 80001–80008 business use case), and
 * the wait Meta suggests is in X-Business-Use-Case-Usage (`estimated_time_to_regain_access`, minutes).
 */
import type { HttpAnswer, Verdict } from "../../core/types";

export type MetaError = { message?: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean; error_user_msg?: string };
const THROTTLE_CODES = new Set([4, 17, 32, 613, 80000, 80001, 80002, 80003, 80004, 80005, 80006, 80008]);
const PERMISSION_CODES = new Set([10, 200, 210, 230, 270]);

export const metaErrorOf = (body: unknown): MetaError | null =>
  body && typeof body === "object" && "error" in body && typeof (body as { error: unknown }).error === "object"
    ? ((body as { error: MetaError }).error ?? null)
    : null;

/** Minutes until access returns, per X-Business-Use-Case-Usage / X-Page-Usage, as ms; null when absent. */
function regainMs(headers: Headers): number | null {
  for (const name of ["x-business-use-case-usage", "x-page-usage"]) {
    const raw = headers.get(name);
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      const entries = Object.values(parsed).flatMap((v) => (Array.isArray(v) ? v : [v])) as { estimated_time_to_regain_access?: number }[];
      const minutes = Math.max(0, ...entries.map((e) => Number(e?.estimated_time_to_regain_access ?? 0)));
      if (minutes > 0) return minutes * 60_000;
    } catch {
      // not JSON: ignore
    }
  }
  return null;
}

export function judgeMeta(answer: HttpAnswer): Verdict | null {
  if (answer.status >= 200 && answer.status < 300) return null;
  const error = metaErrorOf(answer.body);
  const code = error?.code ?? null;
  if (code !== null && THROTTLE_CODES.has(code)) return { kind: "retry", afterMs: regainMs(answer.headers) ?? 60_000, reason: `Meta rate limit (#${code})` };
  if (code === 190 || code === 102 || answer.status === 401) return { kind: "reauth", reason: "Meta rejected the access token." };
  if (code === 2 || code === 1 || error?.is_transient || answer.status >= 500)
    return { kind: "retry", afterMs: 5_000, reason: `Meta temporary error${code ? ` (#${code})` : ""}` };
  if (code !== null && PERMISSION_CODES.has(code))
    return { kind: "fail", message: `Meta refused access: ${error?.message ?? "missing permission"}. Reconnect and allow reading the page's insights.` };
  if (code === 100) return { kind: "fail", message: `Meta rejected the request: ${error?.message ?? "invalid parameter"}.` };
  return { kind: "fail", message: `Meta answered ${answer.status}: ${error?.message ?? answer.text.slice(0, 200)}` };
}

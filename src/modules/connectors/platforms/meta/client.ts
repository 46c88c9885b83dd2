import "server-only";
import { runtime } from "../../core/config";
import { daysBetween } from "@/lib/days";
import { ConnectorError, type DayRange, type HttpAnswer, type PlatformApi, type Verdict } from "../../core/types";
import type { MetaInsightRow } from "./transform";

export const GRAPH = "https://graph.facebook.com/v26.0";

/** Windows longer than this go through an async report run instead of the synchronous call. */
export const SYNC_MAX_DAYS = 31;
/** An async report that hasn't finished after this long is given up (the next run tries again). */
const ASYNC_DEADLINE_MS = 60 * 60_000;

type Page<T> = { data?: T[]; paging?: { next?: string; cursors?: { after?: string } } };
type GraphError = { message?: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean };

const THROTTLE_CODES = new Set([4, 17, 32, 613]);
const isThrottle = (code: number) => THROTTLE_CODES.has(code) || (code >= 80000 && code <= 80008);

/** Minutes Meta says to wait, from X-Business-Use-Case-Usage (`estimated_time_to_regain_access`). */
function regainMs(headers: Headers): number | null {
  const raw = headers.get("x-business-use-case-usage");
  if (!raw) return null;
  try {
    const usage = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Math.max(
      0,
      ...Object.values(usage)
        .flat()
        .map((u) => Number(u.estimated_time_to_regain_access ?? 0)),
    );
    return minutes > 0 ? minutes * 60_000 : null;
  } catch {
    return null;
  }
}

/**
 * Meta's error signals: throttles arrive as HTTP 400 with codes 4/17/32/613/80000-80008 (wait as
 * X-Business-Use-Case-Usage says), an expired or revoked token as code 190, transient faults as
 * code 2 or `is_transient`.
 */
export function judgeMeta(answer: HttpAnswer): Verdict | null {
  const error = (answer.body as { error?: GraphError } | null)?.error;
  if (!error || typeof error !== "object") return null;
  const code = Number(error.code ?? 0);
  const message = error.message ?? `error ${code}`;
  if (isThrottle(code)) return { kind: "retry", afterMs: regainMs(answer.headers) ?? 60_000, reason: `Meta rate limit (${message})` };
  if (code === 190 || code === 102 || answer.status === 401) return { kind: "reauth", reason: message };
  if (code === 2 || error.is_transient || answer.status >= 500) return { kind: "retry", afterMs: 5_000, reason: `Meta temporary error (${message})` };
  if (code === 10 || (code >= 200 && code < 300))
    return {
      kind: "fail",
      message: "Meta refused access to this ad account. Check that the connected person still has access to it (ads_read), or reconnect.",
    };
  return { kind: "fail", message: `Meta rejected the request: ${message}` };
}

/** Every item of a cursor-paged Graph list, following `paging.next` until it is absent. */
export async function graphPages<T>(api: PlatformApi, url: string, query: Record<string, string>): Promise<T[]> {
  const out: T[] = [];
  let page = await api.request<Page<T>>({ url, query });
  for (;;) {
    out.push(...(page.data ?? []));
    const next = page.paging?.next;
    if (!next) return out;
    page = await api.request<Page<T>>({ url: next });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ReportRun = { id: string; async_status?: string; async_percent_completion?: number };

/** The async flow: start a report run, poll it until Meta finishes it, then read its rows page by page. */
async function asyncInsights(api: PlatformApi, accountId: string, params: Record<string, string>): Promise<MetaInsightRow[]> {
  const { limit, ...rest } = params;
  const started = await api.request<{ report_run_id?: string }>({ method: "POST", url: `${GRAPH}/act_${accountId}/insights`, form: rest });
  const runId = started.report_run_id;
  if (!runId) throw new ConnectorError("Meta didn't start the insights report. The sync will try again later.");
  const deadline = Date.now() + ASYNC_DEADLINE_MS;
  for (;;) {
    const run = await api.request<ReportRun>({ url: `${GRAPH}/${runId}`, query: { fields: "id,async_status,async_percent_completion" } });
    if (run.async_status === "Job Completed") break;
    if (run.async_status === "Job Failed" || run.async_status === "Job Skipped")
      throw new ConnectorError(`Meta couldn't build the insights report (${run.async_status}). The sync will try again later.`);
    if (Date.now() > deadline) throw new ConnectorError("Meta's insights report took over an hour to build. The sync will try again later.", "throttled");
    await sleep(runtime.pollIntervalMs);
  }
  return graphPages<MetaInsightRow>(api, `${GRAPH}/${runId}/insights`, { limit: limit ?? "500" });
}

/** Daily campaign insights of one ad account over a window: synchronous for short windows, async otherwise. */
export function campaignInsights(
  api: PlatformApi,
  accountId: string,
  window: DayRange,
  extra: { fields: string[]; breakdowns?: string },
): Promise<MetaInsightRow[]> {
  const params: Record<string, string> = {
    level: "campaign",
    time_increment: "1",
    time_range: JSON.stringify({ since: window.start, until: window.end }),
    fields: extra.fields.join(","),
    use_unified_attribution_setting: "true",
    limit: "500",
    ...(extra.breakdowns ? { breakdowns: extra.breakdowns } : {}),
  };
  if (daysBetween(window.start, window.end) + 1 > SYNC_MAX_DAYS) return asyncInsights(api, accountId, params);
  return graphPages<MetaInsightRow>(api, `${GRAPH}/act_${accountId}/insights`, params);
}

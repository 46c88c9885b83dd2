/**
 * GA4 Data API `runReport` answers → warehouse web rows. Pure: no I/O.
 *
 * Every metric value arrives as a string ("412", "9", "512.4"); counts are parsed as integers and
 * money/key events are kept as exact decimal strings (summed in integer micro-units, never floats).
 * `date` is `YYYYMMDD` in the property's time zone and is kept as that day.
 */
import { fromMicros, toMicros } from "../../../../lib/decimal";
import type { WebRow } from "../../core/types";

export type RunReportRow = { dimensionValues?: { value?: string }[]; metricValues?: { value?: string }[] };
export type RunReportResponse = {
  dimensionHeaders?: { name: string }[];
  metricHeaders?: { name: string; type?: string }[];
  rows?: RunReportRow[];
  rowCount?: number;
  metadata?: { currencyCode?: string; timeZone?: string };
};

export const DIMENSIONS = ["date", "sessionDefaultChannelGroup", "sessionSourceMedium", "landingPage"] as const;
export const METRICS = ["sessions", "totalUsers", "engagedSessions", "keyEvents", "totalRevenue"] as const;

/** A count metric: GA4 sends integers as strings; anything unparsable counts as 0. */
function toCount(value: string | undefined): number {
  const n = Number(value ?? "0");
  return Number.isFinite(n) ? Math.round(n) : 0;
}

/** `20260901` → `2026-09-01`. */
export function gaDate(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) throw new Error(`Not a GA4 date: "${value}"`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

type Acc = { row: Omit<WebRow, "keyEvents" | "revenue">; keyEvents: bigint; revenue: bigint };

/**
 * The rows of one or more runReport pages as web rows, one per (date, channel, source/medium,
 * landing page); rows repeated across pages are summed. Columns are found by header name, so the
 * order the API answers in doesn't matter.
 *
 * `users` is `totalUsers` of each dimension row. A person who came through two channels or landing
 * pages on a day is counted in each row, so users summed across rows (the rollups, any total) is an
 * approximation that can exceed GA4's own de-duplicated user count. Sessions and revenue add up exactly.
 */
export function webRowsFromReports(pages: RunReportResponse[]): WebRow[] {
  const out = new Map<string, Acc>();
  for (const page of pages) {
    const dims = (page.dimensionHeaders ?? []).map((h) => h.name);
    const mets = (page.metricHeaders ?? []).map((h) => h.name);
    const di = (name: string) => dims.indexOf(name);
    const mi = (name: string) => mets.indexOf(name);
    if (di("date") < 0) throw new Error("The GA4 report has no date dimension.");
    for (const r of page.rows ?? []) {
      const dim = (name: string) => (di(name) < 0 ? "" : (r.dimensionValues?.[di(name)]?.value ?? ""));
      const met = (name: string) => (mi(name) < 0 ? undefined : r.metricValues?.[mi(name)]?.value);
      const row = {
        date: gaDate(dim("date")),
        channel: dim("sessionDefaultChannelGroup"),
        sourceMedium: dim("sessionSourceMedium"),
        landingPage: dim("landingPage"),
        sessions: toCount(met("sessions")),
        users: toCount(met("totalUsers")),
        engagedSessions: toCount(met("engagedSessions")),
      };
      const key = JSON.stringify([row.date, row.channel, row.sourceMedium, row.landingPage]);
      const seen = out.get(key);
      const keyEvents = toMicros(met("keyEvents"));
      const revenue = toMicros(met("totalRevenue"));
      if (!seen) {
        out.set(key, { row, keyEvents, revenue });
        continue;
      }
      seen.row.sessions += row.sessions;
      seen.row.users += row.users;
      seen.row.engagedSessions += row.engagedSessions;
      seen.keyEvents += keyEvents;
      seen.revenue += revenue;
    }
  }
  return [...out.values()].map((a) => ({ ...a.row, keyEvents: fromMicros(a.keyEvents), revenue: fromMicros(a.revenue) }));
}

/** The property's currency and time zone as the report states them. */
export function accountFromReport(page: RunReportResponse | undefined): { currency?: string; timeZone?: string } {
  const meta = page?.metadata ?? {};
  return { ...(meta.currencyCode ? { currency: meta.currencyCode } : {}), ...(meta.timeZone ? { timeZone: meta.timeZone } : {}) };
}

/** Admin API shapes: the properties the signed-in user can read. */
export type AccountSummaries = {
  accountSummaries?: { account?: string; displayName?: string; propertySummaries?: { property: string; displayName?: string; propertyType?: string }[] }[];
  nextPageToken?: string;
};
export type PropertyResource = { name: string; displayName?: string; timeZone?: string; currencyCode?: string; propertyType?: string };

/** `properties/123` → `123`. */
export const propertyId = (resource: string): string => resource.replace(/^properties\//, "");

/** The property summaries of all pages, with the GA account each belongs to. */
export function propertiesFromSummaries(pages: AccountSummaries[]): { id: string; name: string; account: string }[] {
  const out: { id: string; name: string; account: string }[] = [];
  for (const page of pages)
    for (const account of page.accountSummaries ?? [])
      for (const p of account.propertySummaries ?? [])
        out.push({ id: propertyId(p.property), name: p.displayName ?? p.property, account: account.displayName ?? account.account ?? "" });
  return out;
}

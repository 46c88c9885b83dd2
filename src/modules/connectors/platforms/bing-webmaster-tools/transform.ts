/**
 * Bing Webmaster Tools JSON answers (`{"d": [...]}`) → warehouse search rows. Pure: no I/O.
 *
 * The stats calls take no dates: each returns the whole history Bing keeps (about six months), so
 * rows are filtered to the window here. Dates are WCF `/Date(ms±zzzz)/`: an instant plus the offset
 * of the zone it was written in; the day is the calendar day at that offset.
 *
 * Which rows land. Bing reports queries (GetQueryStats) and pages (GetPageStats) in separate calls,
 * each a complete cut of the same clicks and impressions, and the site totals a third time
 * (GetRankAndTrafficStats). The warehouse sums every row of a source and day into its rollup, so
 * landing two cuts would double the totals. Only the query cut lands (page ""), like Search
 * Console's query rows: reports get both the totals and the query breakdown from one set of rows.
 * The cost: traffic Bing doesn't attribute to any query (rare queries it withholds) is not counted,
 * so a day can read a little lower than Bing's site-level chart.
 */
import type { DayRange, SearchRow } from "../../core/types";

export type QueryStats = {
  __type?: string;
  Query?: string;
  Date?: string;
  Clicks?: number | string;
  Impressions?: number | string;
  AvgClickPosition?: number | string;
  AvgImpressionPosition?: number | string;
};
export type BingList<T> = { d?: T[] | null };
export type UserSite = { Url?: string; IsVerified?: boolean; AuthenticationCode?: string; DnsVerificationCode?: string };

/** `/Date(1756710000000-0700)/` → `2025-09-01` (the day at the stated offset; UTC when none is stated). */
export function wcfDay(value: string): string {
  const m = /^\/Date\((-?\d+)(?:([+-])(\d{2})(\d{2}))?\)\/$/.exec(value.trim());
  if (!m) throw new Error(`Not a WCF date: "${value}"`);
  const offsetMin = m[2] ? (m[2] === "-" ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4])) : 0;
  return new Date(Number(m[1]) + offsetMin * 60_000).toISOString().slice(0, 10);
}

const num = (v: number | string | undefined) => {
  const n = typeof v === "number" ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * GetQueryStats rows inside the window as search rows (page, country and device ""): position is the
 * average impression position (Bing sends -1 when there is none). Repeated (day, query) pairs merge,
 * position re-averaged by impressions.
 */
export function queryRowsFromStats(answer: BingList<QueryStats>, window: DayRange): SearchRow[] {
  const out = new Map<string, SearchRow & { weighted: number }>();
  for (const s of answer.d ?? []) {
    if (!s.Date) continue;
    const date = wcfDay(s.Date);
    if (date < window.start || date > window.end) continue;
    const impressions = Math.round(num(s.Impressions));
    const position = Math.max(0, num(s.AvgImpressionPosition));
    const row = { date, query: s.Query ?? "", page: "", country: "", device: "", clicks: Math.round(num(s.Clicks)), impressions, position };
    const key = JSON.stringify([date, row.query]);
    const seen = out.get(key);
    if (!seen) {
      out.set(key, { ...row, weighted: position * impressions });
      continue;
    }
    seen.clicks += row.clicks;
    seen.impressions += impressions;
    seen.weighted += position * impressions;
    seen.position = seen.impressions > 0 ? seen.weighted / seen.impressions : position;
  }
  return [...out.values()].map(({ weighted: _w, ...row }) => row);
}

/** The verified sites of GetUserSites (an unverified site has no data to read). */
export function verifiedSites(answer: BingList<UserSite>): string[] {
  return (answer.d ?? [])
    .filter((s) => s.IsVerified && s.Url)
    .map((s) => s.Url!)
    .sort();
}

/**
 * Search Console `searchAnalytics.query` answers → warehouse search rows. Pure: no I/O.
 *
 * Rows come keyed by the requested dimensions in order (date, query, page, country, device); clicks
 * and impressions are JSON numbers (sometimes written as 12.0), `position` is the average position
 * over the row's impressions. Dates are Pacific Time days, as Search Console reports them, and are
 * kept as given. The warehouse stores position × impressions, so rows re-aggregate exactly.
 */
import type { SearchRow } from "../../core/types";

export const DIMENSIONS = ["date", "query", "page", "country", "device"] as const;

export type SearchAnalyticsRow = {
  keys?: string[];
  clicks?: number | string;
  impressions?: number | string;
  ctr?: number | string;
  position?: number | string;
};
export type SearchAnalyticsResponse = { rows?: SearchAnalyticsRow[]; responseAggregationType?: string };

const num = (v: number | string | undefined) => {
  const n = typeof v === "number" ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The rows of every page as search rows, one per (date, query, page, country, device). A key seen
 * twice (it shouldn't be) is merged: clicks and impressions summed, position re-averaged by impressions.
 */
export function searchRowsFromPages(pages: SearchAnalyticsResponse[], dimensions: readonly string[] = DIMENSIONS): SearchRow[] {
  const at = (name: string) => dimensions.indexOf(name);
  const out = new Map<string, SearchRow & { weighted: number }>();
  for (const page of pages) {
    for (const r of page.rows ?? []) {
      const key = (name: string) => (at(name) < 0 ? "" : (r.keys?.[at(name)] ?? ""));
      const date = key("date");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Search Console row without a date: ${JSON.stringify(r.keys)}`);
      const impressions = Math.round(num(r.impressions));
      const row = {
        date,
        query: key("query"),
        page: key("page"),
        country: key("country"),
        device: key("device"),
        clicks: Math.round(num(r.clicks)),
        impressions,
        position: num(r.position),
      };
      const id = JSON.stringify([row.date, row.query, row.page, row.country, row.device]);
      const seen = out.get(id);
      if (!seen) {
        out.set(id, { ...row, weighted: row.position * impressions });
        continue;
      }
      seen.clicks += row.clicks;
      seen.impressions += impressions;
      seen.weighted += row.position * impressions;
      seen.position = seen.impressions > 0 ? seen.weighted / seen.impressions : row.position;
    }
  }
  return [...out.values()].map(({ weighted: _w, ...row }) => row);
}

/** `GET /webmasters/v3/sites`. */
export type SitesList = { siteEntry?: { siteUrl: string; permissionLevel?: string }[] };

/** Sites whose data the user may read (an unverified user sees none), with how they hold them. */
export function readableSites(list: SitesList): { siteUrl: string; permissionLevel: string }[] {
  return (list.siteEntry ?? [])
    .filter((s) => s.permissionLevel !== "siteUnverifiedUser")
    .map((s) => ({ siteUrl: s.siteUrl, permissionLevel: s.permissionLevel ?? "" }))
    .sort((a, b) => a.siteUrl.localeCompare(b.siteUrl));
}

/** "sc-domain:example.com" → "example.com (domain)"; URL-prefix properties read as their URL. */
export function siteLabel(siteUrl: string): string {
  return siteUrl.startsWith("sc-domain:") ? `${siteUrl.slice("sc-domain:".length)} (domain)` : siteUrl;
}

const PERMISSIONS: Record<string, string> = { siteOwner: "Owner", siteFullUser: "Full user", siteRestrictedUser: "Restricted user" };
export const permissionLabel = (level: string) => PERMISSIONS[level] ?? level;

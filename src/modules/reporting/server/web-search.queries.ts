import "server-only";
import { sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { ReportRangeInput } from "../contracts/report-range";
import type { Kpi, ReportBase, Row, SearchReportInput, SeriesPoint } from "../contracts/report.contracts";
import { buildSeries, change, ratio } from "../report-math";
import { breakdown, dailySums, microsOf, totalOf, type Breakdown } from "./daily-sums";
import { kpiList, periods } from "./query-kit";
import { Converter, microsText, reportScope, type Scope } from "./report-scope";

const foreignOf = (scope: Scope) => scope.sources.some((s) => scope.ids.includes(s.id) && s.currency && s.currency !== scope.format.currency);

const webKeys = ["sessions", "users", "engagedSessions", "keyEvents", "revenue"] as const;
const webDerived = (s: Record<string, number>) => ({ engagementRate: ratio(s.engagedSessions!, s.sessions!), keyEventRate: ratio(s.keyEvents!, s.sessions!) });

export type WebReport = ReportBase & { kpis: Kpi[]; series: SeriesPoint[]; channels: Row[]; sourceMediums: Row[]; landingPages: Row[] };

const webRow = (b: Breakdown, label: string, compared: boolean): Row => ({
  [label]: b.key || "(not set)",
  ...b.cur,
  ...webDerived(b.cur),
  sessionsPrev: compared ? b.prev.sessions! : null,
  sessionsChange: compared ? change(b.cur.sessions!, b.prev.sessions!) : null,
});

/** Google Analytics 4: sessions, engagement, key events and revenue, by channel, source/medium and landing page. */
export async function webReport(db: Db, tenant: Tenant, input: ReportRangeInput): Promise<WebReport> {
  const scope = await reportScope(db, tenant, { platforms: ["google-analytics"], sourceIds: input.sourceIds });
  const p = periods(input);
  const base = { format: scope.format, range: p.range, comparison: p.comparison, sources: scope.sources, notices: [] as string[] };
  const empty = { ...base, kpis: webKpis({}, null, 0n), series: [], channels: [], sourceMediums: [], landingPages: [] };
  if (scope.ids.length === 0) return empty;
  const conv = await Converter.load(db, tenant.workspaceId, scope.format.currency);
  const common = {
    workspaceId: tenant.workspaceId,
    ids: scope.ids,
    where: p.where,
    period: p.period,
    range: p.range,
    comparison: p.comparison,
    conv,
    foreign: foreignOf(scope),
  };
  const counts = ["sessions", "users", "engagedSessions", "keyEvents"];
  const [daily, channels, sourceMediums, landingPages] = await Promise.all([
    dailySums(db, { ...common, table: sql`wh_web_source_day`, counts, money: ["revenue"] }),
    breakdown(db, { ...common, table: sql`wh_web_source_day`, dim: sql`channel`, counts, money: ["revenue"], rank: "sessions", limit: 50 }),
    breakdown(db, { ...common, table: sql`wh_web_daily`, dim: sql`source_medium`, counts, money: ["revenue"], rank: "sessions", limit: 100 }),
    breakdown(db, { ...common, table: sql`wh_web_daily`, dim: sql`landing_page`, counts, money: ["revenue"], rank: "sessions", limit: 100 }),
  ]);
  const cur = totalOf(daily.days, p.range, webKeys);
  const prev = p.comparison ? totalOf(daily.days, p.comparison, webKeys) : null;
  const compared = p.comparison !== null;
  return {
    ...base,
    notices: conv.notices(scope.format.dateFormat),
    missingRates: conv.missingRates(),
    kpis: webKpis(cur, prev, microsOf(daily.micros, "revenue", p.range)),
    series: buildSeries({
      range: p.range,
      comparison: p.comparison,
      grain: input.grain,
      weekStart: scope.format.weekStart,
      keys: webKeys,
      current: daily.days,
      previous: daily.days,
      derive: webDerived,
    }),
    channels: channels.map((b) => webRow(b, "channel", compared)),
    sourceMediums: sourceMediums.map((b) => webRow(b, "sourceMedium", compared)),
    landingPages: landingPages.map((b) => webRow(b, "landingPage", compared)),
  };
}

function webKpis(cur: Record<string, number>, prev: Record<string, number> | null, revenue: bigint): Kpi[] {
  return kpiList(cur, prev, webDerived, [
    { key: "sessions", label: "Sessions", format: "count", exact: String(cur.sessions ?? 0) },
    { key: "users", label: "Users (daily, summed)", format: "count" },
    { key: "engagedSessions", label: "Engaged sessions", format: "count" },
    { key: "engagementRate", label: "Engagement rate", format: "percent" },
    { key: "keyEvents", label: "Key events", format: "count" },
    { key: "keyEventRate", label: "Key event rate", format: "percent" },
    { key: "revenue", label: "Revenue", format: "money", exact: microsText(revenue) },
  ]);
}

const searchKeys = ["clicks", "impressions", "positionWeighted"] as const;
const searchDerived = (s: Record<string, number>) => ({ ctr: ratio(s.clicks!, s.impressions!), position: ratio(s.positionWeighted!, s.impressions!) });

export type SearchReport = ReportBase & {
  kpis: Kpi[];
  series: SeriesPoint[];
  queries: Row[];
  pages: Row[];
  countries: Row[];
  devices: Row[];
  positions: Row[];
  winners: Row[];
  losers: Row[];
};

const searchRow = (b: Breakdown, label: string, compared: boolean): Row => {
  const d = searchDerived(b.cur);
  const before = searchDerived(b.prev);
  return {
    [label]: b.key || "(not set)",
    clicks: b.cur.clicks!,
    impressions: b.cur.impressions!,
    ctr: d.ctr,
    position: d.position,
    clicksPrev: compared ? b.prev.clicks! : null,
    clicksChange: compared ? b.cur.clicks! - b.prev.clicks! : null,
    positionPrev: compared ? before.position : null,
  };
};

/** Position bands Search Console users read: top 3, first page, second page, beyond. */
const positionBands = [
  { band: "1–3", max: 3 },
  { band: "4–10", max: 10 },
  { band: "11–20", max: 20 },
  { band: "21–50", max: 50 },
  { band: "51+", max: Infinity },
];

/** Search Console or Bing: clicks, impressions, CTR and position, by query, page, country and device. */
export async function searchReport(db: Db, tenant: Tenant, input: SearchReportInput): Promise<SearchReport> {
  const scope = await reportScope(db, tenant, { platforms: [input.platform], sourceIds: input.sourceIds });
  const p = periods(input);
  const base = { format: scope.format, range: p.range, comparison: p.comparison, sources: scope.sources, notices: [] as string[] };
  if (scope.ids.length === 0)
    return { ...base, kpis: searchKpis({}, null), series: [], queries: [], pages: [], countries: [], devices: [], positions: [], winners: [], losers: [] };
  const common = {
    workspaceId: tenant.workspaceId,
    ids: scope.ids,
    where: p.where,
    period: p.period,
    range: p.range,
    comparison: p.comparison,
    counts: searchKeys,
    rank: "clicks",
  };
  const facts = sql`wh_search_daily`;
  const [daily, queries, pages, countries, devices] = await Promise.all([
    dailySums(db, { workspaceId: tenant.workspaceId, ids: scope.ids, where: p.where, table: sql`wh_search_source_day`, counts: searchKeys }),
    breakdown(db, { ...common, table: facts, dim: sql`query`, limit: 500 }),
    breakdown(db, { ...common, table: facts, dim: sql`page`, limit: 200 }),
    breakdown(db, { ...common, table: facts, dim: sql`country`, limit: 100 }),
    breakdown(db, { ...common, table: facts, dim: sql`device`, limit: 10 }),
  ]);
  const compared = p.comparison !== null;
  const queryRows = queries.map((b) => searchRow(b, "query", compared));
  const positions = positionBands.map(({ band, max }, i) => {
    const min = i === 0 ? 0 : positionBands[i - 1]!.max;
    const inBand = queryRows.filter(
      (r) => r.position !== null && (r.position as number) > min && (r.position as number) <= max && (r.impressions as number) > 0,
    );
    return {
      band,
      queries: inBand.length,
      clicks: inBand.reduce((a, r) => a + (r.clicks as number), 0),
      impressions: inBand.reduce((a, r) => a + (r.impressions as number), 0),
    };
  });
  const moved = compared ? queryRows.filter((r) => r.clicksChange !== 0) : [];
  return {
    ...base,
    kpis: searchKpis(totalOf(daily.days, p.range, searchKeys), p.comparison ? totalOf(daily.days, p.comparison, searchKeys) : null),
    series: buildSeries({
      range: p.range,
      comparison: p.comparison,
      grain: input.grain,
      weekStart: scope.format.weekStart,
      keys: searchKeys,
      current: daily.days,
      previous: daily.days,
      derive: searchDerived,
    }),
    queries: queryRows.filter((r) => (r.clicks as number) > 0 || (r.impressions as number) > 0),
    pages: pages.map((b) => searchRow(b, "page", compared)),
    countries: countries.map((b) => searchRow(b, "country", compared)),
    devices: devices.map((b) => searchRow(b, "device", compared)),
    positions,
    winners: [...moved]
      .filter((r) => (r.clicksChange as number) > 0)
      .sort((a, b) => (b.clicksChange as number) - (a.clicksChange as number))
      .slice(0, 10),
    losers: [...moved]
      .filter((r) => (r.clicksChange as number) < 0)
      .sort((a, b) => (a.clicksChange as number) - (b.clicksChange as number))
      .slice(0, 10),
  };
}

function searchKpis(cur: Record<string, number>, prev: Record<string, number> | null): Kpi[] {
  return kpiList(cur, prev, searchDerived, [
    { key: "clicks", label: "Clicks", format: "count", exact: String(cur.clicks ?? 0) },
    { key: "impressions", label: "Impressions", format: "count", exact: String(cur.impressions ?? 0) },
    { key: "ctr", label: "CTR", format: "percent" },
    { key: "position", label: "Average position", format: "position", inverse: true },
  ]);
}

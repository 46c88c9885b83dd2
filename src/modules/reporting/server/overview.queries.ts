import "server-only";
import { sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { ReportRangeInput } from "../contracts/report-range";
import type { Kpi, ReportBase, Row, SeriesPoint } from "../contracts/report.contracts";
import { buildSeries, ratio, type DailyValues } from "../report-math";
import { addAd, adCampaignRows, adDailyBySource, adDerived, adKpis, adNumbers, dailyValues, emptyAd, sumPeriod } from "./ads.queries";
import { dailySums, microsOf, totalOf } from "./daily-sums";
import { moversOf, type Mover } from "./insights.queries";
import { kpi, periods } from "./query-kit";
import { Converter, microsText, reportScope } from "./report-scope";

/** Paid channels as agencies group them. */
export const channelOf = (platform: string): string =>
  platform === "google-ads" || platform === "microsoft-ads"
    ? "Search ads"
    : platform === "facebook-ads" || platform === "instagram-ads" || platform === "linkedin-ads"
      ? "Social ads"
      : "Other paid media";

export type OverviewReport = ReportBase & {
  kpis: Kpi[];
  series: SeriesPoint[];
  channels: Row[];
  platforms: Row[];
  topCampaigns: Row[];
  /** The campaigns whose spend and conversions moved most against the comparison. */
  movers: Mover[];
  has: { ads: boolean; store: boolean; web: boolean };
};

const seriesKeys = ["spend", "impressions", "clicks", "conversions", "conversionValue", "revenue", "orders", "sessions"] as const;

/**
 * The cross-channel overview: blended paid-media KPIs beside store revenue and sessions, a series,
 * the breakdown by channel and platform, and the top campaigns. Every number is in the workspace
 * currency and comes from rollups.
 */
export async function overviewReport(db: Db, tenant: Tenant, input: ReportRangeInput): Promise<OverviewReport> {
  const scope = await reportScope(db, tenant, { sourceIds: input.sourceIds });
  const p = periods(input);
  const picked = scope.sources.filter((s) => scope.ids.includes(s.id));
  const ad = picked.filter((s) => s.fact === "ad").map((s) => s.id);
  const store = picked.filter((s) => s.fact === "store").map((s) => s.id);
  const web = picked.filter((s) => s.fact === "web").map((s) => s.id);
  const conv = await Converter.load(db, tenant.workspaceId, scope.format.currency);
  const allCampaigns = { ...input, campaignIds: [] };
  const [daily, storeDaily, webDaily, campaigns] = await Promise.all([
    ad.length ? adDailyBySource(db, tenant.workspaceId, ad, allCampaigns, conv) : null,
    store.length
      ? dailySums(db, { workspaceId: tenant.workspaceId, ids: store, where: p.where, table: sql`wh_store_daily`, counts: ["orders"], money: ["revenue"], conv })
      : null,
    web.length ? dailySums(db, { workspaceId: tenant.workspaceId, ids: web, where: p.where, table: sql`wh_web_source_day`, counts: ["sessions"] }) : null,
    ad.length ? adCampaignRows(db, { ...scope, ids: ad }, ad, allCampaigns, conv, 5_000) : [],
  ]);
  const bySourceDay = daily?.bySourceDay ?? new Map();
  const cur = sumPeriod(bySourceDay, p.range);
  const prev = p.comparison ? sumPeriod(bySourceDay, p.comparison) : null;
  const storeCur = storeDaily ? totalOf(storeDaily.days, p.range, ["orders", "revenue"]) : { orders: 0, revenue: 0 };
  const storePrev = storeDaily && p.comparison ? totalOf(storeDaily.days, p.comparison, ["orders", "revenue"]) : null;
  const webCur = webDaily ? totalOf(webDaily.days, p.range, ["sessions"]) : { sessions: 0 };
  const webPrev = webDaily && p.comparison ? totalOf(webDaily.days, p.comparison, ["sessions"]) : null;

  // A channel that isn't connected shows no figure rather than a zero that reads like a result.
  const kpis: Kpi[] = [
    ...(ad.length || (!store.length && !web.length) ? adKpis(cur, prev) : []),
    kpi("revenue", "Store revenue", "money", storeCur.revenue!, storePrev?.revenue ?? null, {
      exact: microsText(storeDaily ? microsOf(storeDaily.micros, "revenue", p.range) : 0n),
    }),
    kpi("sessions", "Sessions", "count", webCur.sessions!, webPrev?.sessions ?? null, { exact: String(webCur.sessions) }),
  ].filter((k) => (k.key !== "revenue" || store.length > 0) && (k.key !== "sessions" || web.length > 0));

  const merged: DailyValues = dailyValues(bySourceDay);
  for (const [day, v] of storeDaily?.days ?? []) merged.set(day, { ...(merged.get(day) ?? {}), orders: v.orders ?? 0, revenue: v.revenue ?? 0 });
  for (const [day, v] of webDaily?.days ?? []) merged.set(day, { ...(merged.get(day) ?? {}), sessions: v.sessions ?? 0 });
  const series = buildSeries({
    range: p.range,
    comparison: p.comparison,
    grain: input.grain,
    weekStart: scope.format.weekStart,
    keys: seriesKeys,
    current: merged,
    previous: merged,
    derive: (s) => ({ ...adDerived(s), mer: ratio(s.revenue!, s.spend!) }),
  });

  const platformOf = new Map(picked.map((s) => [s.id, s]));
  const byPlatform = new Map<string, { name: string; cur: ReturnType<typeof emptyAd>; prev: ReturnType<typeof emptyAd> }>();
  for (const id of ad) {
    const s = platformOf.get(id)!;
    const entry =
      byPlatform.get(s.platform) ?? (byPlatform.set(s.platform, { name: s.platformName, cur: emptyAd(), prev: emptyAd() }), byPlatform.get(s.platform)!);
    const one = (sid: string) => sid === id;
    addAd(entry.cur, sumPeriod(bySourceDay, p.range, one));
    if (p.comparison) addAd(entry.prev, sumPeriod(bySourceDay, p.comparison, one));
  }
  const platforms = [...byPlatform].map(([platform, e]) => {
    const n = adNumbers(e.cur);
    return {
      platform,
      name: e.name,
      channel: channelOf(platform),
      ...n,
      ...adDerived(n),
      spendPrev: p.comparison ? adNumbers(e.prev).spend : null,
    } satisfies Row;
  });
  platforms.sort((a, b) => b.spend - a.spend);
  const channelMap = new Map<string, Row>();
  for (const r of platforms) {
    const c = (channelMap.get(r.channel) ??
      channelMap
        .set(r.channel, { channel: r.channel, spend: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0, spendPrev: p.comparison ? 0 : null })
        .get(r.channel))!;
    for (const k of ["spend", "clicks", "impressions", "conversions", "conversionValue"] as const) c[k] = (c[k] as number) + r[k];
    if (p.comparison) c.spendPrev = (c.spendPrev as number) + (r.spendPrev ?? 0);
  }
  const channels = [...channelMap.values()].map((c) => ({ ...c, ...adDerived(c as Record<string, number>) }));

  return {
    format: scope.format,
    range: p.range,
    comparison: p.comparison,
    sources: scope.sources,
    notices: conv.notices(scope.format.dateFormat),
    missingRates: conv.missingRates(),
    kpis,
    series,
    channels,
    platforms,
    topCampaigns: campaigns.slice(0, 10),
    movers: p.comparison ? moversOf(campaigns, scope) : [],
    has: { ads: ad.length > 0, store: store.length > 0, web: web.length > 0 },
  };
}

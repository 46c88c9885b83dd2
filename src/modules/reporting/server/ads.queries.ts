import "server-only";
import { sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { DayRange } from "@/lib/days";
import type { ReportRangeInput } from "../contracts/report-range";
import type { AdReportInput, Kpi, ReportBase, Row, SeriesPoint } from "../contracts/report.contracts";
import { buildSeries, ratio, type DailyValues } from "../report-math";
import { campaignSumsSql, convertedCampaignSums, type CampaignSumRow } from "./campaign-sums";
import { inList, kpi, num, periods, rowsOf } from "./query-kit";
import { Converter, microsText, microsToNumber, reportScope, type Scope } from "./report-scope";

/** Paid-media sums of a slice; money in micros of the workspace currency (exact). */
export type AdSums = { impressions: number; clicks: number; conversions: number; spend: bigint; value: bigint };
export const emptyAd = (): AdSums => ({ impressions: 0, clicks: 0, conversions: 0, spend: 0n, value: 0n });
export function addAd(to: AdSums, from: AdSums): AdSums {
  to.impressions += from.impressions;
  to.clicks += from.clicks;
  to.conversions += from.conversions;
  to.spend += from.spend;
  to.value += from.value;
  return to;
}

export const adKeys = ["spend", "impressions", "clicks", "conversions", "conversionValue"] as const;
export const adNumbers = (s: AdSums): Record<(typeof adKeys)[number], number> => ({
  spend: microsToNumber(s.spend),
  impressions: s.impressions,
  clicks: s.clicks,
  conversions: s.conversions,
  conversionValue: microsToNumber(s.value),
});
export const adDerived = (s: Record<string, number>) => ({
  ctr: ratio(s.clicks!, s.impressions!),
  cpc: ratio(s.spend!, s.clicks!),
  cpa: ratio(s.spend!, s.conversions!),
  roas: ratio(s.conversionValue!, s.spend!),
  convRate: ratio(s.conversions!, s.clicks!),
});

export function adKpis(cur: AdSums, prev: AdSums | null): Kpi[] {
  const c = { ...adNumbers(cur), ...adDerived(adNumbers(cur)) };
  const p = prev ? { ...adNumbers(prev), ...adDerived(adNumbers(prev)) } : null;
  const at = (k: keyof typeof c) => (p ? p[k] : null);
  return [
    kpi("spend", "Spend", "money", c.spend, at("spend"), { exact: microsText(cur.spend) }),
    kpi("impressions", "Impressions", "count", c.impressions, at("impressions"), { exact: String(cur.impressions) }),
    kpi("clicks", "Clicks", "count", c.clicks, at("clicks"), { exact: String(cur.clicks) }),
    kpi("ctr", "CTR", "percent", c.ctr, at("ctr")),
    kpi("cpc", "CPC", "money", c.cpc, at("cpc"), { inverse: true }),
    kpi("conversions", "Conversions", "count", c.conversions, at("conversions")),
    kpi("cpa", "CPA", "money", c.cpa, at("cpa"), { inverse: true }),
    kpi("conversionValue", "Conversion value", "money", c.conversionValue, at("conversionValue"), { exact: microsText(cur.value) }),
    kpi("roas", "ROAS", "ratio", c.roas, at("roas")),
  ];
}

type DailyRow = { source_id: string; date: string; currency: string; impressions: string; clicks: string; conversions: string; spend: string; value: string };

/**
 * Daily paid-media sums per source over the range and its comparison, from the source-day rollup
 * (or the campaign-day rollup when campaigns are filtered), converted to the workspace currency.
 */
export async function adDailyBySource(db: Db, workspaceId: string, ids: readonly string[], input: ReportRangeInput, conv: Converter) {
  const p = periods(input);
  const table = input.campaignIds.length ? sql`wh_ad_campaign_day` : sql`wh_ad_source_day`;
  const campaignFilter = input.campaignIds.length ? sql`and ${inList(sql`campaign_id`, input.campaignIds)}` : sql``;
  const rows = await rowsOf<DailyRow>(
    db,
    sql`select source_id, date::text as date, currency, sum(impressions)::text as impressions, sum(clicks)::text as clicks,
          sum(conversions)::text as conversions, sum(spend)::text as spend, sum(conversion_value)::text as value
        from ${table}
        where workspace_id = ${workspaceId} and ${inList(sql`source_id`, ids)} and ${p.where(sql`date`)} ${campaignFilter}
        group by source_id, date, currency`,
  );
  const bySourceDay = new Map<string, Map<string, AdSums>>();
  for (const r of rows) {
    const spend = conv.micros(r.spend, r.currency, r.date);
    const value = conv.micros(r.value, r.currency, r.date);
    const sums: AdSums = { impressions: num(r.impressions), clicks: num(r.clicks), conversions: num(r.conversions), spend: spend ?? 0n, value: value ?? 0n };
    let days = bySourceDay.get(r.source_id);
    if (!days) bySourceDay.set(r.source_id, (days = new Map()));
    addAd(days.get(r.date) ?? (days.set(r.date, emptyAd()), days.get(r.date)!), sums);
  }
  return { ...p, bySourceDay };
}

/** Sums over a period of a source → day → sums map, optionally only some sources. */
export function sumPeriod(bySourceDay: Map<string, Map<string, AdSums>>, range: DayRange, only?: (sourceId: string) => boolean): AdSums {
  const total = emptyAd();
  for (const [sourceId, days] of bySourceDay) {
    if (only && !only(sourceId)) continue;
    for (const [day, s] of days) if (day >= range.start && day <= range.end) addAd(total, s);
  }
  return total;
}

export function dailyValues(bySourceDay: Map<string, Map<string, AdSums>>, only?: (sourceId: string) => boolean): DailyValues {
  const out: DailyValues = new Map();
  for (const [sourceId, days] of bySourceDay) {
    if (only && !only(sourceId)) continue;
    for (const [day, s] of days) {
      const n = adNumbers(s);
      const cur = out.get(day);
      if (!cur) out.set(day, { ...n });
      else for (const k of adKeys) cur[k] = (cur[k] ?? 0) + n[k];
    }
  }
  return out;
}

/**
 * Campaign totals of the range and the comparison, with names. Sources in the workspace currency are
 * summed by the database per period (whole months from the month rollup); others are converted by
 * the database day by day, each day with its own rate (the Converter's choice), and summed (whole
 * months kept converted in wh_ad_campaign_month_fx).
 */
export async function adCampaignRows(db: Db, scope: Scope, ids: readonly string[], input: ReportRangeInput, conv: Converter, limit = 500): Promise<Row[]> {
  const p = periods(input);
  const isForeign = (id: string) => scope.sources.some((s) => s.id === id && s.currency && s.currency !== scope.format.currency);
  const ask = (sourceIds: readonly string[]) => ({
    workspaceId: scope.workspaceId,
    sourceIds,
    range: p.range,
    comparison: p.comparison,
    campaignIds: input.campaignIds,
  });
  const foreign = ids.filter(isForeign);
  const foreignCurrencies = scope.sources.filter((s) => foreign.includes(s.id)).map((s) => s.currency!);
  const local = ids.filter((id) => !isForeign(id));
  const days = p.comparison ? [p.range, p.comparison] : [p.range];
  const [localRows, foreignRows] = await Promise.all([
    local.length ? rowsOf<CampaignSumRow>(db, campaignSumsSql(ask(local))) : [],
    foreign.length ? convertedCampaignSums(db, ask(foreign), { to: conv.to, runs: conv.runs(days, foreignCurrencies) }) : [],
  ]);
  const byCampaign = new Map<string, { sourceId: string; campaignId: string; name: string; status: string | null; cur: AdSums; prev: AdSums }>();
  const add = (r: CampaignSumRow, spend: bigint, value: bigint) => {
    const key = `${r.source_id} ${r.campaign_id}`;
    let c = byCampaign.get(key);
    if (!c)
      byCampaign.set(
        key,
        (c = { sourceId: r.source_id, campaignId: r.campaign_id, name: r.name ?? r.campaign_id, status: r.status, cur: emptyAd(), prev: emptyAd() }),
      );
    addAd(r.period === "c" ? c.cur : c.prev, { impressions: num(r.impressions), clicks: num(r.clicks), conversions: num(r.conversions), spend, value });
  };
  for (const r of localRows) {
    const day = r.period === "c" ? p.range.end : p.comparison!.end;
    add(r, conv.micros(r.spend, r.currency, day) ?? 0n, conv.micros(r.value, r.currency, day) ?? 0n);
  }
  for (const r of foreignRows) {
    if (r.unrated) conv.leftOut(r.currency);
    add(r, BigInt(r.spend), BigInt(r.value));
  }
  const names = new Map(scope.sources.map((s) => [s.id, s]));
  return [...byCampaign.values()]
    .map((c) => {
      const n = adNumbers(c.cur);
      const prev = adNumbers(c.prev);
      const source = names.get(c.sourceId);
      return {
        sourceId: c.sourceId,
        account: source?.name ?? "",
        platform: source?.platform ?? "",
        campaignId: c.campaignId,
        name: c.name,
        status: c.status,
        ...n,
        ...adDerived(n),
        spendPrev: p.comparison ? prev.spend : null,
        conversionsPrev: p.comparison ? prev.conversions : null,
        clicksPrev: p.comparison ? prev.clicks : null,
        conversionValuePrev: p.comparison ? prev.conversionValue : null,
      } satisfies Row;
    })
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name))
    .slice(0, limit);
}

type AdGroupDayRow = {
  source_id: string;
  ad_group_id: string;
  name: string | null;
  status: string | null;
  date: string;
  currency: string;
  impressions: string;
  clicks: string;
  conversions: string;
  spend: string;
  value: string;
};

/**
 * The ad groups of one campaign (the report's campaign filter) over the range and its comparison,
 * from the daily facts, each day converted to the workspace currency with that day's rate. A
 * platform that reports at campaign level has one row without an ad group: it is "Whole campaign".
 */
export async function adGroupRows(db: Db, scope: Scope, ids: readonly string[], input: ReportRangeInput, conv: Converter): Promise<Row[]> {
  if (ids.length === 0 || input.campaignIds.length !== 1) return [];
  const p = periods(input);
  const rows = await rowsOf<AdGroupDayRow>(
    db,
    sql`select d.source_id, d.ad_group_id, g.name, g.status, d.date::text as date, d.currency,
          sum(d.impressions)::text as impressions, sum(d.clicks)::text as clicks, sum(d.conversions)::text as conversions,
          sum(d.spend)::text as spend, sum(d.conversion_value)::text as value
        from wh_ad_daily d
        left join wh_ad_groups g on g.workspace_id = d.workspace_id and g.source_id = d.source_id and g.ad_group_id = d.ad_group_id
        where d.workspace_id = ${scope.workspaceId} and ${inList(sql`d.source_id`, ids)} and d.campaign_id = ${input.campaignIds[0]!}
          and ${p.where(sql`d.date`)}
        group by d.source_id, d.ad_group_id, g.name, g.status, d.date, d.currency`,
  );
  const groups = new Map<string, { sourceId: string; adGroupId: string; name: string; status: string | null; cur: AdSums; prev: AdSums }>();
  for (const r of rows) {
    const key = `${r.source_id} ${r.ad_group_id}`;
    let g = groups.get(key);
    if (!g)
      groups.set(
        key,
        (g = {
          sourceId: r.source_id,
          adGroupId: r.ad_group_id,
          name: r.ad_group_id === "" ? "Whole campaign" : (r.name ?? r.ad_group_id),
          status: r.status,
          cur: emptyAd(),
          prev: emptyAd(),
        }),
      );
    const sums: AdSums = {
      impressions: num(r.impressions),
      clicks: num(r.clicks),
      conversions: num(r.conversions),
      spend: conv.micros(r.spend, r.currency, r.date) ?? 0n,
      value: conv.micros(r.value, r.currency, r.date) ?? 0n,
    };
    addAd(r.date >= p.range.start ? g.cur : g.prev, sums);
  }
  const accounts = new Map(scope.sources.map((s) => [s.id, s.name]));
  return [...groups.values()]
    .map((g) => {
      const n = adNumbers(g.cur);
      return {
        sourceId: g.sourceId,
        account: accounts.get(g.sourceId) ?? "",
        adGroupId: g.adGroupId,
        name: g.name,
        status: g.status,
        ...n,
        ...adDerived(n),
        spendPrev: p.comparison ? adNumbers(g.prev).spend : null,
      } satisfies Row;
    })
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
}

export type AdReport = ReportBase & {
  kpis: Kpi[];
  series: SeriesPoint[];
  campaigns: Row[];
  accounts: Row[];
  /** The chosen campaign's ad groups, when the report is filtered to one campaign; otherwise empty. */
  adGroups: Row[];
};

/** One ad platform's report: KPIs with their change, a daily or weekly series, campaigns and accounts. */
export async function adReport(db: Db, tenant: Tenant, input: AdReportInput): Promise<AdReport> {
  const scope = await reportScope(db, tenant, { platforms: [input.platform], sourceIds: input.sourceIds });
  const p = periods(input);
  const base = { format: scope.format, range: p.range, comparison: p.comparison, sources: scope.sources };
  if (scope.ids.length === 0)
    return { ...base, notices: [], kpis: adKpis(emptyAd(), p.comparison ? emptyAd() : null), series: [], campaigns: [], accounts: [], adGroups: [] };
  const conv = await Converter.load(db, tenant.workspaceId, scope.format.currency);
  const [daily, campaigns, adGroups] = await Promise.all([
    adDailyBySource(db, tenant.workspaceId, scope.ids, input, conv),
    adCampaignRows(db, scope, scope.ids, input, conv),
    adGroupRows(db, scope, scope.ids, input, conv),
  ]);
  const cur = sumPeriod(daily.bySourceDay, p.range);
  const prev = p.comparison ? sumPeriod(daily.bySourceDay, p.comparison) : null;
  const series = buildSeries({
    range: p.range,
    comparison: p.comparison,
    grain: input.grain,
    weekStart: scope.format.weekStart,
    keys: adKeys,
    current: dailyValues(daily.bySourceDay),
    previous: dailyValues(daily.bySourceDay),
    derive: adDerived,
  });
  const accounts = scope.sources
    .filter((s) => scope.ids.includes(s.id))
    .map((s) => {
      const n = adNumbers(sumPeriod(daily.bySourceDay, p.range, (id) => id === s.id));
      const before = p.comparison ? adNumbers(sumPeriod(daily.bySourceDay, p.comparison, (id) => id === s.id)) : null;
      return {
        sourceId: s.id,
        account: s.name,
        currency: s.currency,
        ...n,
        ...adDerived(n),
        spendPrev: before?.spend ?? null,
        conversionsPrev: before?.conversions ?? null,
      } satisfies Row;
    });
  return {
    ...base,
    notices: conv.notices(scope.format.dateFormat),
    missingRates: conv.missingRates(),
    kpis: adKpis(cur, prev),
    series,
    campaigns,
    accounts,
    adGroups,
  };
}

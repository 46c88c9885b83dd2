/**
 * The paid-media statements the reports send, written twice: against the rollups (as the services
 * do) and against the raw fact table wh_ad_daily (what the reports would send without rollups), so
 * the benchmark can time both on the same data in the same run. Each returns the rows only; the
 * services' JavaScript (conversion, series) is left out on both sides.
 */
import { sql, type SQL } from "drizzle-orm";
import { comparisonDays, type CompareMode } from "../../src/modules/reporting/contracts/report-range";
import { addDays, type DayRange } from "@/lib/days";
import type { RateRun } from "../../src/modules/reporting/fx/fx-rates";
import { campaignSumsSql, convertedCampaignSumsSql } from "../../src/modules/reporting/server/campaign-sums";
import type { Db } from "../../src/server/db/client";

export type Source = "rollup" | "raw";
/**
 * `foreignIds`: the sources not in the workspace currency (converted day by day); `foreign` when
 * there is one; `fx`: the workspace currency and the rates of the asked days (Converter.runs).
 */
export type Ask = {
  workspaceId: string;
  ids: string[];
  range: DayRange;
  compare: CompareMode;
  foreign: boolean;
  foreignIds: string[];
  fx: { to: string; runs: RateRun[] };
};

const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

function within(column: SQL, a: Ask): SQL {
  const c = comparisonDays(a.range, a.compare);
  return c
    ? sql`(${column} between ${a.range.start} and ${a.range.end} or ${column} between ${c.start} and ${c.end})`
    : sql`${column} between ${a.range.start} and ${a.range.end}`;
}

const sums = (p = sql``) =>
  sql`sum(${p}impressions)::text as impressions, sum(${p}clicks)::text as clicks, sum(${p}conversions)::text as conversions, sum(${p}spend)::text as spend, sum(${p}conversion_value)::text as value`;

/** Daily sums per source over the range and its comparison (KPIs, series, accounts, platforms). */
export const adDaily = (from: Source, a: Ask) =>
  sql`select source_id, date::text as date, currency, ${sums()}
      from ${from === "rollup" ? sql`wh_ad_source_day` : sql`wh_ad_daily`}
      where workspace_id = ${a.workspaceId} and ${inList(sql`source_id`, a.ids)} and ${within(sql`date`, a)}
      group by source_id, date, currency`;

/**
 * Campaign totals with names, as adCampaignRows sends them on rollups (sources in the workspace
 * currency per period from months and edge days, the others converted day by day and summed by the
 * database: one or two statements), or on raw facts in one statement (per day when a source is in
 * another currency, converted in JavaScript).
 */
export function adCampaigns(from: Source, a: Ask): SQL[] {
  if (from === "raw") return [adCampaignsRaw(a)];
  const local = a.ids.filter((id) => !a.foreignIds.includes(id));
  const ask = (sourceIds: string[]) => ({
    workspaceId: a.workspaceId,
    sourceIds,
    range: a.range,
    comparison: comparisonDays(a.range, a.compare),
    campaignIds: [],
  });
  return [...(local.length ? [campaignSumsSql(ask(local))] : []), ...(a.foreignIds.length ? [convertedCampaignSumsSql(ask(a.foreignIds), a.fx)] : [])];
}

/**
 * The campaign statements as they were before: for the workspace currency's sources, the day rollup
 * per period as before the campaign-month rollup (session 5); for the others, one row per campaign
 * and day from the day rollup, each converted and summed in JavaScript afterwards, as before the
 * database converted them (session 6; the JavaScript's time is not counted here); and for those,
 * every day converted and summed by the database, as before the converted months (session 8).
 */
export function adCampaignsBefore(a: Ask): { local: SQL | null; foreign: SQL | null; foreignDays: SQL | null } {
  const local = a.ids.filter((id) => !a.foreignIds.includes(id));
  const named = (inner: SQL) =>
    sql`select a.*, c.name, c.status from (${inner}) a
        left join wh_ad_campaigns c on c.workspace_id = ${a.workspaceId} and c.source_id = a.source_id and c.campaign_id = a.campaign_id`;
  const period = sql`case when d.date >= ${a.range.start} then 'c' else 'p' end`;
  const where = (ids: string[]) => sql`d.workspace_id = ${a.workspaceId} and ${inList(sql`d.source_id`, ids)} and ${within(sql`d.date`, a)}`;
  const perPeriod = (ids: string[]) =>
    named(sql`select d.source_id, d.campaign_id, ${period} as period, null::text as date, d.currency, ${sums(sql`d.`)}
      from wh_ad_campaign_day d where ${where(ids)} group by d.source_id, d.campaign_id, period, d.currency`);
  const perDay = (ids: string[]) =>
    named(sql`select d.source_id, d.campaign_id, ${period} as period, d.date::text as date, d.currency,
        d.impressions::text as impressions, d.clicks::text as clicks, d.conversions::text as conversions, d.spend::text as spend, d.conversion_value::text as value
      from wh_ad_campaign_day d where ${where(ids)}`);
  const ask = { workspaceId: a.workspaceId, sourceIds: a.foreignIds, range: a.range, comparison: comparisonDays(a.range, a.compare), campaignIds: [] };
  return {
    local: local.length ? perPeriod(local) : null,
    foreign: a.foreignIds.length ? perDay(a.foreignIds) : null,
    foreignDays: a.foreignIds.length ? convertedCampaignSumsSql(ask, a.fx, { months: false }) : null,
  };
}

/** Campaign totals per period with names on raw facts (per day too when a source is in another currency). */
function adCampaignsRaw(a: Ask): SQL {
  const dateCol = a.foreign ? sql`d.date::text` : sql`null`;
  // PostgreSQL refuses a constant in GROUP BY ("non-integer constant"): the day is grouped only when selected.
  const groupDate = a.foreign ? sql`, d.date` : sql``;
  return sql`select d.source_id, d.campaign_id, c.name, c.status, case when d.date >= ${a.range.start} then 'c' else 'p' end as period, ${dateCol} as date, d.currency, ${sums(sql`d.`)}
      from wh_ad_daily d
      left join wh_ad_campaigns c on c.workspace_id = d.workspace_id and c.source_id = d.source_id and c.campaign_id = d.campaign_id
      where d.workspace_id = ${a.workspaceId} and ${inList(sql`d.source_id`, a.ids)} and ${within(sql`d.date`, a)}
      group by d.source_id, d.campaign_id, c.name, c.status, period ${groupDate}, d.currency`;
}

/** Campaign days of the anomaly window (the last 14 days of the range and 28 before them). */
export function adAnomalyDays(from: Source, a: Ask): SQL {
  const checkStart = addDays(a.range.end, -13) > a.range.start ? addDays(a.range.end, -13) : a.range.start;
  const where = sql`d.workspace_id = ${a.workspaceId} and ${inList(sql`d.source_id`, a.ids)} and d.date between ${addDays(checkStart, -28)} and ${a.range.end}`;
  const join = sql`left join wh_ad_campaigns c on c.workspace_id = d.workspace_id and c.source_id = d.source_id and c.campaign_id = d.campaign_id`;
  return from === "rollup"
    ? sql`select d.source_id, d.campaign_id, c.name, d.date::text as date, d.currency, d.spend::text, d.clicks::text, d.conversions::text from wh_ad_campaign_day d ${join} where ${where}`
    : sql`select d.source_id, d.campaign_id, c.name, d.date::text as date, d.currency, sum(d.spend)::text as spend, sum(d.clicks)::text as clicks, sum(d.conversions)::text as conversions
          from wh_ad_daily d ${join} where ${where} group by d.source_id, d.campaign_id, c.name, d.date, d.currency`;
}

/** Month-to-date spend per platform and day (pacing). */
export const adPacing = (from: Source, a: Ask, today: string) =>
  sql`select platform, date::text as date, currency, sum(spend)::text as spend from ${from === "rollup" ? sql`wh_ad_source_day` : sql`wh_ad_daily`}
      where workspace_id = ${a.workspaceId} and ${inList(sql`source_id`, a.ids)} and date between ${`${today.slice(0, 7)}-01`} and ${today}
      group by platform, date, currency`;

/** Daily sessions (the overview's sessions KPI and series). */
export const webSessions = (from: Source, a: Ask) =>
  sql`select date::text as day, sum(sessions)::text as sessions from ${from === "rollup" ? sql`wh_web_source_day` : sql`wh_web_daily`}
      where workspace_id = ${a.workspaceId} and ${inList(sql`source_id`, a.ids)} and ${within(sql`date`, a)} group by date`;

export const statements = { adDaily, adCampaigns, adAnomalyDays, adPacing, webSessions };

export const run = (db: Db, q: SQL) => db.execute(q).then((r) => r.rows.length);
export const runAll = (db: Db, qs: SQL[]) => Promise.all(qs.map((q) => run(db, q)));

/** The ad report's statements at once, as adReport sends them. */
export const adReportSql = (db: Db, from: Source, a: Ask) => Promise.all([run(db, adDaily(from, a)), runAll(db, adCampaigns(from, a))]);

/** The overview page's paid-media and sessions statements at once (overview, with its movers, and insights). */
export const overviewPageSql = (db: Db, from: Source, ad: Ask, web: Ask, today: string) =>
  Promise.all([
    run(db, adDaily(from, ad)),
    runAll(db, adCampaigns(from, ad)),
    run(db, webSessions(from, web)),
    run(db, adAnomalyDays(from, ad)),
    run(db, adPacing(from, ad, today)),
  ]);

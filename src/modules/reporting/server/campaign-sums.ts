import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DayRange } from "@/lib/days";
import { periodSlices } from "../report-math";
import type { RateRun } from "../fx/fx-rates";
import { dayRateSql, microsSql, unratedSql } from "./fx-sql";
import { inList } from "./query-kit";

/** Which campaigns' totals to read: some sources of a workspace over a range and its comparison. */
export type CampaignAsk = { workspaceId: string; sourceIds: readonly string[]; range: DayRange; comparison: DayRange | null; campaignIds: readonly string[] };

export type CampaignSumRow = { source_id: string; campaign_id: string; name: string | null; status: string | null; period: "c" | "p"; currency: string; impressions: string; clicks: string; conversions: string; spend: string; value: string };
/** A converted row: `spend` and `value` in micros of the workspace currency; `unrated`: some days had no rate. */
export type ConvertedCampaignRow = CampaignSumRow & { unrated: boolean };

const anyOf = (parts: SQL[]): SQL => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
const between = (column: SQL, ranges: DayRange[]): SQL => anyOf(ranges.map((r) => sql`${column} between ${r.start} and ${r.end}`));

/** The named statements share this: campaign names and statuses beside the sums. */
const named = (ask: CampaignAsk, inner: SQL) =>
  sql`select a.*, c.name, c.status from (${inner}) a
      left join wh_ad_campaigns c on c.workspace_id = ${ask.workspaceId} and c.source_id = a.source_id and c.campaign_id = a.campaign_id`;
const period = (ask: CampaignAsk, column: SQL) => sql`case when ${column} >= ${ask.range.start} then 'c' else 'p' end`;
const owned = (ask: CampaignAsk, alias: SQL) =>
  sql`${alias}.workspace_id = ${ask.workspaceId} and ${inList(sql`${alias}.source_id`, ask.sourceIds)} ${ask.campaignIds.length ? sql`and ${inList(sql`${alias}.campaign_id`, ask.campaignIds)}` : sql``}`;

/**
 * The statement of campaign totals (one row per source, campaign, period — 'c' the range, 'p' the
 * comparison — and currency), named from wh_ad_campaigns, amounts in their own currency.
 *
 * Per period, whole calendar months come from the campaign-month rollup and the days around them
 * from the campaign-day rollup, summed together (a year reads about 24 month rows and 60 days per
 * campaign instead of 730 days). The rollups are written together, so the sums equal the days'.
 * `months: false` reads days only (the same totals; the benchmark compares the two).
 */
export function campaignSumsSql(ask: CampaignAsk, opts: { months?: boolean } = {}): SQL {
  const all = ask.comparison ? [ask.range, ask.comparison] : [ask.range];
  const slices = opts.months === false ? { months: [], days: all } : periodSlices(ask.range, ask.comparison);
  const parts: SQL[] = [];
  const cols = sql`currency, impressions, clicks, conversions, spend, conversion_value`;
  if (slices.days.length) {
    parts.push(sql`select d.source_id, d.campaign_id, ${period(ask, sql`d.date`)} as period, ${cols} from wh_ad_campaign_day d where ${owned(ask, sql`d`)} and ${between(sql`d.date`, slices.days)}`);
  }
  if (slices.months.length) {
    parts.push(sql`select m.source_id, m.campaign_id, ${period(ask, sql`m.month`)} as period, ${cols} from wh_ad_campaign_month m where ${owned(ask, sql`m`)} and ${between(sql`m.month`, slices.months)}`);
  }
  return named(
    ask,
    sql`
    select x.source_id, x.campaign_id, x.period, x.currency,
      sum(x.impressions)::text as impressions, sum(x.clicks)::text as clicks, sum(x.conversions)::text as conversions,
      sum(x.spend)::text as spend, sum(x.conversion_value)::text as value
    from (${sql.join(parts, sql` union all `)}) x
    group by x.source_id, x.campaign_id, x.period, x.currency`,
  );
}

/**
 * Campaign totals converted to `fx.to` by the database, for sources whose amounts convert with each
 * day's rate: every campaign day from the day rollup looks up its day's rate (`fx.runs`, from
 * Converter.runs), is converted and rounded to millionths as Converter.micros does, and summed per
 * source, campaign, period and currency. `spend` and `value` are micros of `fx.to`; `unrated` says
 * some days had no rate (their amounts are left out, as in JavaScript).
 */
export function convertedCampaignSumsSql(ask: CampaignAsk, fx: { to: string; runs: readonly RateRun[] }): SQL {
  const all = ask.comparison ? [ask.range, ask.comparison] : [ask.range];
  const micros = (amount: SQL) => microsSql(amount, sql`d.currency`, fx.to, sql`x.r`);
  const days = { first: all.map((r) => r.start).sort()[0]!, last: all.map((r) => r.end).sort().at(-1)! };
  return named(
    ask,
    sql`
    select d.source_id, d.campaign_id, ${period(ask, sql`d.date`)} as period, d.currency,
      sum(d.impressions)::text as impressions, sum(d.clicks)::text as clicks, sum(d.conversions)::text as conversions,
      trunc(sum(${micros(sql`d.spend`)}))::text as spend, trunc(sum(${micros(sql`d.conversion_value`)}))::text as value,
      bool_or(${unratedSql(sql`d.currency`, fx.to, sql`x.r`)}) as unrated
    from wh_ad_campaign_day d
    cross join ${dayRateSql(fx.runs, days, sql`d.currency`, sql`d.date`)} x
    where ${owned(ask, sql`d`)} and ${between(sql`d.date`, all)}
    group by d.source_id, d.campaign_id, period, d.currency`,
  );
}

import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DayRange } from "@/lib/days";
import { periodSlices } from "../report-math";
import { inList } from "./query-kit";

/** Which campaigns' totals to read: some sources of a workspace over a range and its comparison. */
export type CampaignAsk = { workspaceId: string; sourceIds: readonly string[]; range: DayRange; comparison: DayRange | null; campaignIds: readonly string[] };

export type CampaignSumRow = { source_id: string; campaign_id: string; name: string | null; status: string | null; period: "c" | "p"; date: string | null; currency: string; impressions: string; clicks: string; conversions: string; spend: string; value: string };

const anyOf = (parts: SQL[]): SQL => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
const between = (column: SQL, ranges: DayRange[]): SQL => anyOf(ranges.map((r) => sql`${column} between ${r.start} and ${r.end}`));

/**
 * The statement of campaign totals (one row per source, campaign, period — 'c' the range, 'p' the
 * comparison — and currency), named from wh_ad_campaigns.
 *
 * - Per period: whole calendar months come from the campaign-month rollup and the days around them
 *   from the campaign-day rollup, summed together (a year reads about 24 month rows and 60 days per
 *   campaign instead of 730 days). The rollups are written together, so the sums equal the days'.
 *   `months: false` reads days only (the same totals; the benchmark compares the two).
 * - `perDay`: one row per campaign and day instead, from the day rollup (which already holds one row
 *   per campaign and day), for sources whose amounts convert with each day's rate.
 */
export function campaignSumsSql(ask: CampaignAsk, opts: { perDay: boolean; months?: boolean }): SQL {
  const { range, comparison } = ask;
  const period = (column: SQL) => sql`case when ${column} >= ${range.start} then 'c' else 'p' end`;
  const campaignFilter = (alias: SQL) => (ask.campaignIds.length ? sql`and ${inList(sql`${alias}.campaign_id`, ask.campaignIds)}` : sql``);
  const owned = (alias: SQL) => sql`${alias}.workspace_id = ${ask.workspaceId} and ${inList(sql`${alias}.source_id`, ask.sourceIds)} ${campaignFilter(alias)}`;
  const named = (inner: SQL) =>
    sql`select a.*, c.name, c.status from (${inner}) a
        left join wh_ad_campaigns c on c.workspace_id = ${ask.workspaceId} and c.source_id = a.source_id and c.campaign_id = a.campaign_id`;
  const all = comparison ? [range, comparison] : [range];

  if (opts.perDay) {
    return named(sql`
      select d.source_id, d.campaign_id, ${period(sql`d.date`)} as period, d.date::text as date, d.currency,
        d.impressions::text as impressions, d.clicks::text as clicks, d.conversions::text as conversions, d.spend::text as spend, d.conversion_value::text as value
      from wh_ad_campaign_day d
      where ${owned(sql`d`)} and ${between(sql`d.date`, all)}`);
  }
  const slices = opts.months === false ? { months: [], days: all } : periodSlices(range, comparison);
  const parts: SQL[] = [];
  const cols = sql`currency, impressions, clicks, conversions, spend, conversion_value`;
  if (slices.days.length) {
    parts.push(sql`select d.source_id, d.campaign_id, ${period(sql`d.date`)} as period, ${cols} from wh_ad_campaign_day d where ${owned(sql`d`)} and ${between(sql`d.date`, slices.days)}`);
  }
  if (slices.months.length) {
    parts.push(sql`select m.source_id, m.campaign_id, ${period(sql`m.month`)} as period, ${cols} from wh_ad_campaign_month m where ${owned(sql`m`)} and ${between(sql`m.month`, slices.months)}`);
  }
  return named(sql`
    select x.source_id, x.campaign_id, x.period, null::text as date, x.currency,
      sum(x.impressions)::text as impressions, sum(x.clicks)::text as clicks, sum(x.conversions)::text as conversions,
      sum(x.spend)::text as spend, sum(x.conversion_value)::text as value
    from (${sql.join(parts, sql` union all `)}) x
    group by x.source_id, x.campaign_id, x.period, x.currency`);
}

import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { sources } from "@/modules/connectors";
import { workspaces } from "@/modules/identity";
import { addDays, monthEnd, monthStart, type DayRange } from "@/lib/days";
import { periodSlices } from "../report-math";
import type { RateRun } from "../fx/fx-rates";
import { dayRateSql, microsSql, unratedSql } from "./fx-sql";
import { Converter } from "./report-scope";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { inList } from "./query-kit";

/** Which campaigns' totals to read: some sources of a workspace over a range and its comparison. */
export type CampaignAsk = { workspaceId: string; sourceIds: readonly string[]; range: DayRange; comparison: DayRange | null; campaignIds: readonly string[] };

export type CampaignSumRow = {
  source_id: string;
  campaign_id: string;
  name: string | null;
  status: string | null;
  period: "c" | "p";
  currency: string;
  impressions: string;
  clicks: string;
  conversions: string;
  spend: string;
  value: string;
};

const anyOf = (parts: SQL[]): SQL => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
const between = (column: SQL, ranges: readonly DayRange[]): SQL => anyOf(ranges.map((r) => sql`${column} between ${r.start} and ${r.end}`));

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
    parts.push(
      sql`select d.source_id, d.campaign_id, ${period(ask, sql`d.date`)} as period, ${cols} from wh_ad_campaign_day d where ${owned(ask, sql`d`)} and ${between(sql`d.date`, slices.days)}`,
    );
  }
  if (slices.months.length) {
    parts.push(
      sql`select m.source_id, m.campaign_id, ${period(ask, sql`m.month`)} as period, ${cols} from wh_ad_campaign_month m where ${owned(ask, sql`m`)} and ${between(sql`m.month`, slices.months)}`,
    );
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
 * A converted row: `spend` and `value` in micros of the workspace currency; `unrated`: some days had
 * no rate; `stale`: some whole month had no valid converted row (see convertedCampaignSumsSql).
 */
export type ConvertedCampaignRow = CampaignSumRow & { unrated: boolean; stale?: boolean };

/** The rates to convert with: the workspace currency and the Converter's runs over every day the statement reads. */
export type FxAsk = { to: string; runs: readonly RateRun[] };

const firstAndLast = (ranges: readonly DayRange[]) => ({
  first: ranges.map((r) => r.start).sort()[0]!,
  last: ranges
    .map((r) => r.end)
    .sort()
    .at(-1)!,
});

/** Every month (its first day) of month ranges as periodSlices gives them. */
export function monthsOf(ranges: readonly DayRange[]): string[] {
  const out: string[] = [];
  for (const r of ranges) for (let m = r.start; m <= r.end; m = monthStart(addDays(monthEnd(m), 1))) out.push(m);
  return out;
}

/**
 * A digest of the rate each day of each month converts each currency with, `{currency: {month:
 * digest}}` as jsonb text: the same days under the same rates give the same digest whatever range
 * the runs were made for (runs are maximal over the days asked, and are cut at the month's edges
 * here). A month no rate of a currency reaches has no entry: the statements read it as NO_RATES_KEY.
 * A converted month row made under other rates has another digest, so it isn't read.
 */
export function monthRatesKeys(fx: FxAsk, months: readonly string[]): string {
  const out: Record<string, Record<string, string>> = {};
  for (const run of fx.runs) out[run.currency] ??= {};
  for (const [currency, byMonth] of Object.entries(out)) {
    const runs = fx.runs.filter((r) => r.currency === currency);
    for (const month of months) {
      const end = monthEnd(month);
      const parts = runs
        .filter((r) => r.start <= end && r.end >= month)
        .map((r) => `${r.start < month ? month : r.start}~${r.end > end ? end : r.end}~${r.inverse ? "/" : "*"}${r.rate}`);
      if (parts.length)
        byMonth[month] = createHash("sha256")
          .update(`${currency}>${fx.to}|${parts.join(",")}`)
          .digest("base64url")
          .slice(0, 22);
    }
  }
  return JSON.stringify(out);
}

/** The rates key of a month none of whose days has a rate (or in the workspace currency, which needs none). */
const NO_RATES_KEY = "none";
/** A campaign-month row's rates key (`m`: wh_ad_campaign_month) out of monthRatesKeys's jsonb. */
const ratesKeySql = (keys: string) => sql`coalesce(${keys}::jsonb -> m.currency ->> to_char(m.month, 'YYYY-MM-DD'), ${NO_RATES_KEY})`;

/**
 * Campaign totals converted to `fx.to` by the database, for sources whose amounts convert with each
 * day's rate: every campaign day is converted with its day's rate (`fx.runs`, from Converter.runs)
 * and rounded to millionths as Converter.micros does, then summed per source, campaign, period and
 * currency. `spend` and `value` are micros of `fx.to`; `unrated` says some days had no rate (their
 * amounts are left out, as in JavaScript).
 *
 * Whole calendar months are read already converted from wh_ad_campaign_month_fx, where a row counts
 * only while it matches its campaign-month row (version and amounts) and the month's rates (the
 * digest of monthRatesKeys); the days around them are converted here from the day rollup. A month
 * row with no valid converted row makes its group `stale` (its amounts are then missing): the
 * caller fills those months (fillConvertedMonthsSql) and asks again. `months: false` converts every
 * day here (the same totals; the benchmark compares the two, and it is the fallback).
 */
export function convertedCampaignSumsSql(ask: CampaignAsk, fx: FxAsk, opts: { months?: boolean } = {}): SQL {
  const all = ask.comparison ? [ask.range, ask.comparison] : [ask.range];
  const slices = opts.months === false ? { months: [], days: all } : periodSlices(ask.range, ask.comparison);
  const micros = (amount: SQL) => microsSql(amount, sql`d.currency`, fx.to, sql`x.r`);
  const parts: SQL[] = [];
  if (slices.days.length) {
    parts.push(sql`select d.source_id, d.campaign_id, ${period(ask, sql`d.date`)} as period, d.currency, d.impressions, d.clicks, d.conversions,
      ${micros(sql`d.spend`)} as spend, ${micros(sql`d.conversion_value`)} as value, ${unratedSql(sql`d.currency`, fx.to, sql`x.r`)} as unrated, false as stale
    from wh_ad_campaign_day d
    cross join ${dayRateSql(fx.runs, firstAndLast(all), sql`d.currency`, sql`d.date`)} x
    where ${owned(ask, sql`d`)} and ${between(sql`d.date`, slices.days)}`);
  }
  if (slices.months.length) {
    const keys = monthRatesKeys(fx, monthsOf(slices.months));
    parts.push(sql`select m.source_id, m.campaign_id, ${period(ask, sql`m.month`)} as period, m.currency, m.impressions, m.clicks, m.conversions,
      f.spend_micros as spend, f.value_micros as value, coalesce(f.unrated, false) as unrated, f.version is null as stale
    from wh_ad_campaign_month m
    left join wh_ad_campaign_month_fx f on f.workspace_id = m.workspace_id and f.to_currency = ${fx.to} and f.source_id = m.source_id and f.month = m.month
      and f.campaign_id = m.campaign_id and f.currency = m.currency
      and f.version = m.xmin::text and f.spend_src = m.spend and f.value_src = m.conversion_value
      and f.rates_key = ${ratesKeySql(keys)}
    where ${owned(ask, sql`m`)} and ${between(sql`m.month`, slices.months)}`);
  }
  return named(
    ask,
    sql`
    select x.source_id, x.campaign_id, x.period, x.currency,
      sum(x.impressions)::text as impressions, sum(x.clicks)::text as clicks, sum(x.conversions)::text as conversions,
      trunc(sum(x.spend))::text as spend, trunc(sum(x.value))::text as value, bool_or(x.unrated) as unrated, bool_or(x.stale) as stale
    from (${sql.join(parts, sql` union all `)}) x
    group by x.source_id, x.campaign_id, x.period, x.currency`,
  );
}

/**
 * Converts the whole months `months` (first days, as periodSlices gives them) of some sources into
 * wh_ad_campaign_month_fx, every campaign of theirs: each campaign-month row with its version and
 * amounts, and the sum of its days converted with their own rates (as convertedCampaignSumsSql does
 * with days). The month and day rollups are read in one statement, so they agree (they are written
 * in one transaction). Rows already there are replaced; a restatement committed while this runs
 * gives its month a new version, so what this wrote is simply not read.
 */
export function fillConvertedMonthsSql(target: { workspaceId: string; sourceIds: readonly string[]; months: readonly DayRange[] }, fx: FxAsk): SQL {
  const keys = monthRatesKeys(fx, monthsOf(target.months));
  const days = target.months.map((r) => ({ start: r.start, end: monthEnd(r.end) }));
  const micros = (amount: SQL) => microsSql(amount, sql`d.currency`, fx.to, sql`x.r`);
  const monthOfDay = sql`date_trunc('month', d.date)::date`;
  return sql`
    insert into wh_ad_campaign_month_fx (workspace_id, to_currency, source_id, month, campaign_id, currency, version, spend_src, value_src, rates_key, spend_micros, value_micros, unrated)
    select m.workspace_id, ${fx.to}, m.source_id, m.month, m.campaign_id, m.currency, m.xmin::text, m.spend, m.conversion_value,
      ${ratesKeySql(keys)}, c.spend, c.value, c.unrated
    from wh_ad_campaign_month m
    join (
      select d.source_id, d.campaign_id, ${monthOfDay} as month, d.currency,
        trunc(sum(${micros(sql`d.spend`)})) as spend, trunc(sum(${micros(sql`d.conversion_value`)})) as value, bool_or(${unratedSql(sql`d.currency`, fx.to, sql`x.r`)}) as unrated
      from wh_ad_campaign_day d
      cross join ${dayRateSql(fx.runs, firstAndLast(days), sql`d.currency`, sql`d.date`)} x
      where d.workspace_id = ${target.workspaceId} and ${inList(sql`d.source_id`, target.sourceIds)} and ${between(sql`d.date`, days)}
      group by d.source_id, d.campaign_id, ${monthOfDay}, d.currency
    ) c on c.source_id = m.source_id and c.campaign_id = m.campaign_id and c.month = m.month and c.currency = m.currency
    where m.workspace_id = ${target.workspaceId} and ${inList(sql`m.source_id`, target.sourceIds)} and ${between(sql`m.month`, target.months)}
    -- In key order: two fills of overlapping months (the overview page's statements run at once) lock their rows in the same order, so neither deadlocks.
    order by m.source_id, m.month, m.campaign_id, m.currency
    on conflict (workspace_id, to_currency, source_id, month, campaign_id, currency) do update set
      version = excluded.version, spend_src = excluded.spend_src, value_src = excluded.value_src, rates_key = excluded.rates_key,
      spend_micros = excluded.spend_micros, value_micros = excluded.value_micros, unrated = excluded.unrated`;
}

/**
 * convertedCampaignSumsSql's rows, complete: months without a valid converted row are converted
 * into wh_ad_campaign_month_fx and the statement asked again (once a month is converted, later reads
 * take it from there). If a restatement replaced a month in between, the days are converted here
 * one by one instead (the same totals, slower), so the answer is never stale.
 */
export async function convertedCampaignSums(db: Db, ask: CampaignAsk, fx: FxAsk): Promise<ConvertedCampaignRow[]> {
  const read = async (months: boolean) => (await db.execute(convertedCampaignSumsSql(ask, fx, { months }))).rows as ConvertedCampaignRow[];
  const first = await read(true);
  const stale = [...new Set(first.filter((r) => r.stale).map((r) => r.source_id))];
  if (stale.length === 0) return first;
  const { months } = periodSlices(ask.range, ask.comparison);
  try {
    await db.execute(fillConvertedMonthsSql({ workspaceId: ask.workspaceId, sourceIds: stale, months }, fx));
  } catch (error) {
    // Filling is a cache write (a lock wait cut short, a read-only standby): the report still gets its answer.
    getLogger().warn({ err: error, workspaceId: ask.workspaceId }, "converting campaign months failed; converting the days instead");
    return read(false);
  }
  const again = await read(true);
  return again.some((r) => r.stale) ? read(false) : again;
}

/**
 * After a sync of an ad source in another currency than its workspace's: converts the months the
 * run touched into wh_ad_campaign_month_fx, so the first report over them reads them ready (reports
 * would fill them anyway). Nothing to do for a source in the workspace currency.
 */
export async function warmConvertedMonths(db: Db, workspaceId: string, sourceId: string, days: DayRange): Promise<void> {
  const [row] = await db
    .select({ to: workspaces.currency, from: sources.currency })
    .from(sources)
    .innerJoin(workspaces, eq(workspaces.id, sources.workspaceId))
    .where(and(eq(sources.id, sourceId), eq(sources.workspaceId, workspaceId)));
  if (!row?.from || row.from === row.to) return;
  const months = { start: monthStart(days.start), end: monthStart(days.end) };
  const conv = await Converter.load(db, workspaceId, row.to);
  const fx = { to: row.to, runs: conv.runs([{ start: months.start, end: monthEnd(months.end) }], [row.from]) };
  await db.execute(fillConvertedMonthsSql({ workspaceId, sourceIds: [sourceId], months: [months] }, fx));
}

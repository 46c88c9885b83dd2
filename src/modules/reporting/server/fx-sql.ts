import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { eachDay } from "@/lib/days";
import { mulDecimal } from "@/lib/decimal";
import type { RateRun } from "../fx/fx-rates";

/**
 * Conversion inside a statement, exactly as the Converter does it in JavaScript: each day's amount
 * with the rate chosen for that day (the runs come from Converter.runs, so the choice is the same
 * code), rounded to millionths half away from zero, then summed. The database's numeric is exact:
 * multiplication keeps every digit and round() goes half away from zero; a division by an inverse
 * pair's rate is done on integers (div truncates, exactly), as divDecimal rounds it.
 */

/**
 * The rates of the runs as one jsonb parameter, `{"EUR": [n, n, …]}`, an array per currency with
 * one number per day from `first`: rate × 10⁶ to multiply by, −rate to divide by (an inverse pair's
 * rate), 0 for no rate. JSON numbers are read as numeric, so nothing is rounded. Looking a day up is
 * an array index, not a join: no sort, no hash of the campaign days.
 */
function ratesJson(runs: readonly RateRun[], first: string, last: string): string {
  const span = eachDay({ start: first, end: last });
  const index = new Map(span.map((d, i) => [d, i]));
  const byCurrency = new Map<string, string[]>();
  for (const run of runs) {
    const days =
      byCurrency.get(run.currency) ??
      byCurrency
        .set(
          run.currency,
          span.map(() => "0"),
        )
        .get(run.currency)!;
    const value = run.inverse ? `-${run.rate}` : mulDecimal(run.rate, "1000000", 10);
    for (const day of eachDay(run)) {
      const i = index.get(day);
      if (i !== undefined) days[i] = value;
    }
  }
  return `{${[...byCurrency].map(([currency, days]) => `${JSON.stringify(currency)}:[${days.join(",")}]`).join(",")}}`;
}

/**
 * The day's rate of each row as `r` (see ratesJson; null when the currency has none), for rows whose
 * `date` is within `days` (first to last, which the statement's WHERE must ensure: a negative index
 * would count from the end).
 */
export function dayRateSql(runs: readonly RateRun[], days: { first: string; last: string }, currency: SQL, date: SQL): SQL {
  return sql`lateral (select (${ratesJson(runs, days.first, days.last)}::jsonb -> ${currency} -> (${date} - ${days.first}::date))::numeric as r offset 0)`;
}

/** The row is in the workspace currency (no rate needed; an empty currency is the workspace's, as in Converter.micros). */
const same = (currency: SQL, to: string) => sql`(${currency} = '' or ${currency} = ${to})`;

/** An amount column in micros of `to` (an integer numeric), with the day's rate `r` (dayRateSql); 0 when no rate converts it. */
export function microsSql(amount: SQL, currency: SQL, to: string, r: SQL): SQL {
  return sql`case when ${same(currency, to)} then ${amount} * 1000000
    when ${r} is null or ${r} = 0 then 0
    when ${r} < 0 then sign(${amount}) * div(abs(${amount}) * 2000000 - ${r}, -2 * ${r})
    else round(${amount} * ${r}) end`;
}

/** The row is in another currency and no rate converts it. */
export const unratedSql = (currency: SQL, to: string, r: SQL): SQL => sql`(not ${same(currency, to)} and (${r} is null or ${r} = 0))`;

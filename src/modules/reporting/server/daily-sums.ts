import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { DayRange } from "@/lib/days";
import type { DailyValues } from "../report-math";
import { inList, num, rowsOf } from "./query-kit";
import { microsToNumber, type Converter } from "./report-scope";

/**
 * Daily sums of some columns of a warehouse table over the range and its comparison. Money columns
 * are converted to the workspace currency per day (the table's `currency` column); counts are
 * summed as they are. Answers day → { column: value } with money as numbers, and exact micros of
 * money per period for totals.
 */
export async function dailySums(
  db: Db,
  opts: {
    table: SQL;
    dateColumn?: SQL;
    workspaceId: string;
    ids: readonly string[];
    where: (c: SQL) => SQL;
    counts: readonly string[];
    money?: readonly string[];
    extra?: SQL;
    conv?: Converter;
  },
): Promise<{ days: DailyValues; micros: Map<string, Map<string, bigint>> }> {
  const date = opts.dateColumn ?? sql`date`;
  const money = opts.money ?? [];
  const cols = [
    ...opts.counts.map((c) => sql`sum(${sql.identifier(snake(c))})::text as ${sql.identifier(c)}`),
    ...money.map((c) => sql`sum(${sql.identifier(snake(c))})::text as ${sql.identifier(c)}`),
  ];
  const currency = money.length ? sql`, currency` : sql``;
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`select ${date}::text as day ${currency}, ${sql.join(cols, sql`, `)}
        from ${opts.table}
        where workspace_id = ${opts.workspaceId} and ${inList(sql`source_id`, opts.ids)} and ${opts.where(date)} ${opts.extra ?? sql``}
        group by ${date} ${currency}`,
  );
  const days: DailyValues = new Map();
  const micros = new Map<string, Map<string, bigint>>();
  for (const r of rows) {
    const day = r.day!;
    const d = days.get(day) ?? (days.set(day, {}), days.get(day)!);
    for (const c of opts.counts) d[c] = (d[c] ?? 0) + num(r[c]);
    for (const c of money) {
      const m = opts.conv ? opts.conv.micros(r[c], r.currency, day) : null;
      if (m === null) continue;
      d[c] = (d[c] ?? 0) + microsToNumber(m);
      const perDay = micros.get(c) ?? (micros.set(c, new Map()), micros.get(c)!);
      perDay.set(day, (perDay.get(day) ?? 0n) + m);
    }
  }
  return { days, micros };
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Sum of each key over a period. */
export function totalOf(days: DailyValues, range: DayRange, keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const [day, v] of days) if (day >= range.start && day <= range.end) for (const k of keys) out[k]! += v[k] ?? 0;
  return out;
}

export function microsOf(micros: Map<string, Map<string, bigint>>, key: string, range: DayRange): bigint {
  let total = 0n;
  for (const [day, m] of micros.get(key) ?? []) if (day >= range.start && day <= range.end) total += m;
  return total;
}

export type Breakdown = { key: string; cur: Record<string, number>; prev: Record<string, number> };

/**
 * Sums of columns per value of a dimension (a query, a page, a channel…) in the range and in its
 * comparison. Money converts with each day's rate when `foreign` (some source isn't in the
 * workspace currency); otherwise the database sums whole periods. Keeps the `limit` keys with the
 * most of `rank` in the range (and those of the comparison, for losers that fell away).
 */
export async function breakdown(
  db: Db,
  opts: {
    table: SQL;
    dim: SQL;
    dateColumn?: SQL;
    workspaceId: string;
    ids: readonly string[];
    where: (c: SQL) => SQL;
    period: (c: SQL) => SQL;
    range: DayRange;
    comparison: DayRange | null;
    counts: readonly string[];
    money?: readonly string[];
    conv?: Converter;
    foreign?: boolean;
    rank: string;
    limit: number;
    extra?: SQL;
  },
): Promise<Breakdown[]> {
  const date = opts.dateColumn ?? sql`date`;
  const money = opts.money ?? [];
  const cols = [...opts.counts, ...money].map((c) => sql`sum(${sql.identifier(snake(c))})::text as ${sql.identifier(c)}`);
  const currency = money.length ? sql`, currency` : sql``;
  const byDay = money.length > 0 && opts.foreign === true;
  const perDay = byDay ? sql`, ${date}::text` : sql``;
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`select ${opts.dim} as key, ${opts.period(date)} as period ${currency} ${byDay ? sql`, ${date}::text as day` : sql``}, ${sql.join(cols, sql`, `)}
        from ${opts.table}
        where workspace_id = ${opts.workspaceId} and ${inList(sql`source_id`, opts.ids)} and ${opts.where(date)} ${opts.extra ?? sql``}
        group by key, period ${currency} ${perDay}`,
  );
  const keys = [...opts.counts, ...money];
  const map = new Map<string, Breakdown>();
  for (const r of rows) {
    const key = r.key ?? "";
    const b =
      map.get(key) ??
      (map.set(key, { key, cur: Object.fromEntries(keys.map((k) => [k, 0])), prev: Object.fromEntries(keys.map((k) => [k, 0])) }), map.get(key)!);
    const into = r.period === "c" ? b.cur : b.prev;
    for (const c of opts.counts) into[c]! += num(r[c]);
    const day = r.day ?? (r.period === "c" ? opts.range.end : (opts.comparison ?? opts.range).end);
    for (const c of money) {
      const m = opts.conv ? opts.conv.micros(r[c], r.currency, day) : null;
      if (m !== null) into[c]! += microsToNumber(m);
    }
  }
  const all = [...map.values()];
  const top = all.sort((a, b) => (b.cur[opts.rank] ?? 0) - (a.cur[opts.rank] ?? 0) || a.key.localeCompare(b.key)).slice(0, opts.limit);
  if (!opts.comparison) return top;
  const kept = new Set(top.map((b) => b.key));
  const fallen = all
    .filter((b) => !kept.has(b.key))
    .sort((a, b) => (b.prev[opts.rank] ?? 0) - (a.prev[opts.rank] ?? 0))
    .slice(0, Math.ceil(opts.limit / 5));
  return [...top, ...fallen];
}

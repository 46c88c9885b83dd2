import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { comparisonDays, type ReportRangeInput } from "../contracts/report-range";
import { type DayRange } from "@/lib/days";
import type { Kpi, MetricFormat } from "../contracts/report.contracts";
import { change } from "../report-math";

/** `column in (…)` over text values; callers never pass an empty list (an empty report answers early). */
export const inList = (column: SQL, values: readonly string[]): SQL =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The days of the range and of its comparison: the warehouse is read for both in one statement. */
export function periods(input: ReportRangeInput): { range: DayRange; comparison: DayRange | null; where: (column: SQL) => SQL; period: (column: SQL) => SQL } {
  const range = { start: input.start, end: input.end };
  const comparison = comparisonDays(range, input.compare);
  const where = (column: SQL) =>
    comparison
      ? sql`(${column} between ${range.start} and ${range.end} or ${column} between ${comparison.start} and ${comparison.end})`
      : sql`${column} between ${range.start} and ${range.end}`;
  /** 'c' for the range, 'p' for the comparison. */
  const period = (column: SQL) => sql`case when ${column} >= ${range.start} then 'c' else 'p' end`;
  return { range, comparison, where, period };
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export function kpi(
  key: string,
  label: string,
  format: MetricFormat,
  value: number | null,
  previous: number | null,
  extra: { exact?: string; inverse?: boolean } = {},
): Kpi {
  return { key, label, format, value, previous, ...extra };
}

/** The KPI's relative change (for tables and movers). */
export const kpiChange = (k: Kpi) => change(k.value, k.previous);

export type KpiDef = { key: string; label: string; format: MetricFormat; inverse?: boolean; exact?: string };

/** KPIs read from a period's sums and its comparison's, ratios derived from each. */
export function kpiList(
  cur: Record<string, number>,
  prev: Record<string, number> | null,
  derive: (s: Record<string, number>) => Record<string, number | null>,
  defs: readonly KpiDef[],
): Kpi[] {
  const c: Record<string, number | null> = { ...cur, ...derive(cur) };
  const p: Record<string, number | null> | null = prev ? { ...prev, ...derive(prev) } : null;
  return defs.map((d) =>
    kpi(d.key, d.label, d.format, c[d.key] ?? null, p ? (p[d.key] ?? null) : null, {
      ...(d.exact !== undefined ? { exact: d.exact } : {}),
      ...(d.inverse ? { inverse: true } : {}),
    }),
  );
}

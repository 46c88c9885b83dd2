/**
 * The arithmetic every report shares, pure: ratios from totals, changes between periods, daily
 * series aligned with their comparison and bucketed by week, trailing-band anomalies, month-end
 * pacing, and periods cut into whole months and edge days. Unit-tested; no I/O.
 */
import type { Grain } from "./contracts/report-range";
import { addDays, eachDay, monthEnd, monthStart, rangeLength, type DayRange } from "@/lib/days";

export const ratio = (num: number | null, den: number | null): number | null => (num === null || den === null || den === 0 ? null : num / den);

/** Relative change, or null when there is nothing to compare with. */
export const change = (value: number | null, previous: number | null): number | null =>
  value === null || previous === null || previous === 0 ? null : (value - previous) / Math.abs(previous);

/** The first day of the week a day falls in (weeks start on Monday or Sunday, per workspace). */
export function weekOf(day: string, weekStart: "monday" | "sunday"): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const back = weekStart === "monday" ? (dow + 6) % 7 : dow;
  return addDays(day, -back);
}

export type DailyValues = Map<string, Record<string, number>>;

/**
 * A series over `range`, day i beside day i of the comparison (`<key>Prev`), summed into weeks when
 * asked. `derive` adds ratio metrics computed from each bucket's sums (never averaged ratios).
 */
export function buildSeries(opts: {
  range: DayRange;
  comparison: DayRange | null;
  grain: Grain;
  weekStart: "monday" | "sunday";
  keys: readonly string[];
  current: DailyValues;
  previous?: DailyValues;
  derive?: (sums: Record<string, number>) => Record<string, number | null>;
}): Array<{ x: string; prevX: string | null } & Record<string, number | string | null>> {
  const { range, comparison, grain, weekStart, keys, current, previous, derive } = opts;
  const buckets = new Map<string, { x: string; prevX: string | null; cur: Record<string, number>; prev: Record<string, number> | null }>();
  const days = eachDay(range);
  days.forEach((day, i) => {
    const x = grain === "week" ? weekOf(day, weekStart) : day;
    const prevDay = comparison ? addDays(comparison.start, i) : null;
    let b = buckets.get(x);
    if (!b) {
      b = {
        x: x < range.start ? range.start : x,
        prevX: prevDay,
        cur: Object.fromEntries(keys.map((k) => [k, 0])),
        prev: comparison ? Object.fromEntries(keys.map((k) => [k, 0])) : null,
      };
      buckets.set(x, b);
    }
    const c = current.get(day);
    if (c) for (const k of keys) b.cur[k]! += c[k] ?? 0;
    if (b.prev && prevDay && prevDay <= comparison!.end) {
      const p = previous?.get(prevDay);
      if (p) for (const k of keys) b.prev[k]! += p[k] ?? 0;
    }
  });
  return [...buckets.values()].map((b) => {
    const point: { x: string; prevX: string | null } & Record<string, number | string | null> = {
      x: b.x,
      prevX: b.prevX,
      ...b.cur,
      ...(derive ? derive(b.cur) : {}),
    };
    if (b.prev) {
      const prevDerived = derive ? derive(b.prev) : {};
      for (const [k, v] of Object.entries({ ...b.prev, ...prevDerived })) point[`${k}Prev`] = v;
    }
    return point;
  });
}

/** Trailing band a value is judged against: 28 days before it, as the issue defines. */
export const ANOMALY_TRAILING_DAYS = 28;
/** A value is an anomaly beyond this many standard deviations from the trailing mean… */
export const ANOMALY_SIGMAS = 3;
/** …and only when the band has this many days of history. */
export const ANOMALY_MIN_HISTORY = 14;

export type Band = { mean: number; low: number; high: number };

/**
 * The trailing band of `history` (the 28 values before the day, zeros for days without activity
 * after the entity's first day): mean ± 3σ, widened to at least ±10 % of the mean and ±1 so a flat
 * line doesn't flag every wobble. null when there isn't enough history to judge.
 */
export function trailingBand(history: readonly number[]): Band | null {
  if (history.length < ANOMALY_MIN_HISTORY) return null;
  const mean = history.reduce((a, b) => a + b, 0) / history.length;
  const variance = history.reduce((a, b) => a + (b - mean) ** 2, 0) / history.length;
  const spread = Math.max(ANOMALY_SIGMAS * Math.sqrt(variance), Math.abs(mean) * 0.1, 1);
  return { mean, low: mean - spread, high: mean + spread };
}

export type Anomaly = { day: string; entity: string; metric: string; value: number; band: Band; change: number | null; score: number };

/**
 * Days of `check` whose value lies outside the trailing band, for every entity and metric.
 * `values(entity)` gives each day's values from the entity's first active day on; days missing
 * after that count as 0.
 */
export function findAnomalies(
  entities: ReadonlyMap<string, { firstDay: string; days: ReadonlyMap<string, Record<string, number>> }>,
  metrics: readonly string[],
  check: DayRange,
): Anomaly[] {
  const out: Anomaly[] = [];
  // Every day from the first history day to the last checked one, built once: day i's history is i-28 … i-1.
  const days = eachDay({ start: addDays(check.start, -ANOMALY_TRAILING_DAYS), end: check.end });
  const first = ANOMALY_TRAILING_DAYS;
  for (const [entity, { firstDay, days: values }] of entities) {
    for (const metric of metrics) {
      const series = days.map((d) => values.get(d)?.[metric] ?? 0);
      for (let i = first; i < days.length; i++) {
        const day = days[i]!;
        if (day <= firstDay) continue;
        const history: number[] = [];
        for (let j = i - ANOMALY_TRAILING_DAYS; j < i; j++) if (days[j]! >= firstDay) history.push(series[j]!);
        const band = trailingBand(history);
        if (!band) continue;
        const value = series[i]!;
        if (value >= band.low && value <= band.high) continue;
        const spread = (band.high - band.low) / 2;
        out.push({ day, entity, metric, value, band, change: change(value, band.mean), score: Math.abs(value - band.mean) / spread });
      }
    }
  }
  return out.sort((a, b) => b.score - a.score || b.day.localeCompare(a.day));
}

export type Pacing = {
  month: string;
  daysInMonth: number;
  daysElapsed: number;
  spent: number;
  projected: number;
  budget: number | null;
  /** projected / budget. */
  pace: number | null;
  status: "no-budget" | "on-track" | "over" | "under";
};

/** On track within ±10 % of the budget at month end, as agencies read pacing. */
export const PACING_TOLERANCE = 0.1;

/** Month-end spend projected from month-to-date spend at the current daily rate. */
export function pacing(month: string, today: string, spent: number, budget: number | null): Pacing {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const monthStart = `${month}-01`;
  const monthEnd = `${month}-${String(daysInMonth).padStart(2, "0")}`;
  const daysElapsed = today < monthStart ? 0 : today > monthEnd ? daysInMonth : rangeLength({ start: monthStart, end: today });
  const projected = daysElapsed === 0 ? 0 : (spent / daysElapsed) * daysInMonth;
  const pace = budget ? projected / budget : null;
  const status = pace === null ? "no-budget" : pace > 1 + PACING_TOLERANCE ? "over" : pace < 1 - PACING_TOLERANCE ? "under" : "on-track";
  return { month, daysInMonth, daysElapsed, spent, projected, budget, pace, status };
}

/**
 * A period cut for the month rollups: its whole calendar months (`months` runs from the first day
 * of the first to the first day of the last) and the days before and after them. A period with no
 * whole month inside is all days.
 */
export function splitByMonths(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const first = range.start === monthStart(range.start) ? range.start : addDays(monthEnd(range.start), 1);
  const lastEnd = range.end === monthEnd(range.end) ? range.end : addDays(monthStart(range.end), -1);
  if (first > lastEnd) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.start < first) days.push({ start: range.start, end: addDays(first, -1) });
  if (lastEnd < range.end) days.push({ start: addDays(lastEnd, 1), end: range.end });
  return { months: { start: first, end: monthStart(lastEnd) }, days };
}

/**
 * What a range and its comparison read, as whole months and days. A comparison reaching into the
 * range (a long range against last year) stops before it: those days count once, for the range,
 * as a statement reading both periods at once labels them.
 */
export function periodSlices(range: DayRange, comparison: DayRange | null): { months: DayRange[]; days: DayRange[] } {
  const periods = [range];
  if (comparison) {
    const end = comparison.end < range.start ? comparison.end : addDays(range.start, -1);
    if (comparison.start <= end) periods.push({ start: comparison.start, end });
  }
  const cuts = periods.map(splitByMonths);
  return { months: cuts.flatMap((c) => (c.months ? [c.months] : [])), days: cuts.flatMap((c) => c.days) };
}

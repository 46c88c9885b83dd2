import "server-only";
import { and, between, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { eventRangeInput, eventTotalsInput, type EventRangeInput, type EventTotalsInput } from "../contracts/events.contracts";
import { analyticsDaily, analyticsDailyVisitors } from "../db/daily.table";

/** The rows of one event (and dimension value, else the total) in the workspace over a range of days. */
type RollupColumns = Record<"workspaceId" | "event" | "dimKey" | "dimValue" | "day", AnyPgColumn>;

const rowsOf = (table: RollupColumns, workspaceId: string, r: { event: string; from: string; to: string; dimension?: { key: string; value: string } }): SQL =>
  and(
    eq(table.workspaceId, workspaceId),
    eq(table.event, r.event),
    eq(table.dimKey, r.dimension?.key ?? ""),
    eq(table.dimValue, r.dimension?.value ?? ""),
    between(table.day, r.from, r.to),
  )!;

function* daysOf(from: string, to: string): Generator<string> {
  for (let at = new Date(`${from}T00:00:00Z`); at.toISOString().slice(0, 10) <= to; at = new Date(at.getTime() + 86_400_000))
    yield at.toISOString().slice(0, 10);
}

export type DailyPoint = { day: string; count: number; uniques: number };

/** One point per UTC day of the range (days without the event count 0), from the daily rollups. */
export async function dailySeries(db: Db, workspaceId: string, input: EventRangeInput): Promise<DailyPoint[]> {
  const r = eventRangeInput.parse(input);
  const d = analyticsDaily;
  const rows = await db
    .select({ day: d.day, count: d.count, uniques: d.uniques })
    .from(d)
    .where(rowsOf(d, workspaceId, r));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return [...daysOf(r.from, r.to)].map((day) => ({ day, count: Number(byDay.get(day)?.count ?? 0), uniques: Number(byDay.get(day)?.uniques ?? 0) }));
}

export type EventTotals = {
  count: number;
  /** Distinct visitors over the whole range (not the sum of each day's). */
  uniques: number;
  /** With a conversion event: visitors who did the event and also the conversion event in the range. */
  conversions?: number;
  /** conversions / uniques, 0 to 1; null when nobody did the event. */
  conversionRate?: number | null;
};

/** Count, exact unique visitors and (given a second event) conversions over a range of days. */
export async function totals(db: Db, workspaceId: string, input: EventTotalsInput): Promise<EventTotals> {
  const r = eventTotalsInput.parse(input);
  const d = analyticsDaily;
  const v = analyticsDailyVisitors;
  const [sum] = await db
    .select({ count: sql<string>`coalesce(sum(${d.count}), 0)` })
    .from(d)
    .where(rowsOf(d, workspaceId, r));
  const [uniques] = await db
    .select({ n: sql<number>`count(distinct ${v.visitor})::int` })
    .from(v)
    .where(rowsOf(v, workspaceId, r));
  const out: EventTotals = { count: Number(sum?.count ?? 0), uniques: uniques?.n ?? 0 };
  if (r.conversionEvent) {
    // The visitors of both events: each set read once along its key's range, then intersected. (An
    // `exists` probe per visitor into the other set's days took 15 s p50 over 1M events in
    // bench/analytics-capture.ts.)
    const both = db
      .select({ visitor: v.visitor })
      .from(v)
      .where(rowsOf(v, workspaceId, r))
      .intersect(
        db
          .select({ visitor: v.visitor })
          .from(v)
          .where(rowsOf(v, workspaceId, { ...r, event: r.conversionEvent })),
      )
      .as("both");
    const [conversions] = await db.select({ n: sql<number>`count(*)::int` }).from(both);
    out.conversions = conversions?.n ?? 0;
    out.conversionRate = out.uniques === 0 ? null : out.conversions / out.uniques;
  }
  return out;
}

export type DimensionTotals = { event: string; value: string; count: number; uniques: number };

/**
 * Count and exact unique visitors per (event, value of one dimension) over a range of days, for
 * many values at once (a list's rows: one read, not one per row). Values without the event are absent.
 */
export async function totalsByDimension(
  db: Db,
  workspaceId: string,
  input: { events: string[]; from: string; to: string; dimKey: string; values: string[] },
): Promise<DimensionTotals[]> {
  if (input.events.length === 0 || input.values.length === 0) return [];
  const d = analyticsDaily;
  const v = analyticsDailyVisitors;
  const where = (t: RollupColumns) =>
    and(
      eq(t.workspaceId, workspaceId),
      inArray(t.event, input.events),
      eq(t.dimKey, input.dimKey),
      inArray(t.dimValue, input.values),
      between(t.day, input.from, input.to),
    );
  const counts = db
    .select({ event: d.event, value: d.dimValue, count: sql<string>`sum(${d.count})`.as("count") })
    .from(d)
    .where(where(d))
    .groupBy(d.event, d.dimValue)
    .as("counts");
  const visitors = db
    .select({
      event: sql<string>`${v.event}`.as("v_event"),
      value: sql<string>`${v.dimValue}`.as("v_value"),
      uniques: sql<number>`count(distinct ${v.visitor})::int`.as("uniques"),
    })
    .from(v)
    .where(where(v))
    .groupBy(v.event, v.dimValue)
    .as("visitors");
  const rows = await db
    .select({ event: counts.event, value: counts.value, count: counts.count, uniques: visitors.uniques })
    .from(counts)
    .leftJoin(visitors, and(eq(visitors.event, counts.event), eq(visitors.value, counts.value)));
  return rows.map((r) => ({ event: r.event, value: r.value, count: Number(r.count ?? 0), uniques: Number(r.uniques ?? 0) }));
}

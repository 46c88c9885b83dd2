import { bigint, date, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";

const day = () => date({ mode: "string" }).notNull();

/**
 * Daily rollups of analytics_events, what every read uses (dailySeries, totals). One row per
 * workspace, UTC day, event and dimension value; the total is dimension "" / "". `uniques` are
 * exact: distinct visitors of that day (a visitor is the identified person when known, else the
 * distinct id). The rollup job writes a (workspace, day) whole from raw each time, so it is
 * idempotent and a late event or an identify() just marks the day again.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    workspaceId: workspaceId(),
    day: day(),
    event: text().notNull(),
    dimKey: text().notNull(),
    dimValue: text().notNull(),
    count: bigint({ mode: "number" }).notNull(),
    uniques: bigint({ mode: "number" }).notNull(),
  },
  (t) => [
    // Reads: one event (and dimension value) over a range of days.
    primaryKey({ name: "analytics_daily_pk", columns: [t.workspaceId, t.event, t.dimKey, t.dimValue, t.day] }),
    // The rollup job: a workspace's day, replaced whole (and through its rows, that day's visitor sets).
    index("analytics_daily_ws_day_idx").on(t.workspaceId, t.day),
  ],
);

/**
 * The visitors of each rollup row: one row per (workspace, day, event, dimension value, visitor).
 * Exact unique visitors over a range of days (totals(): "unique visitors in the last 30 days") and
 * conversions (visitors who did both events) are a count(distinct visitor) over these rows, not over
 * raw events: a visitor's hits of a day are one row here, and the rows outlive the raw events'
 * retention. Exact instead of HyperLogLog: PGlite has no HLL extension, counts on a landing page
 * must match what a marketer can check, and at a first-party site's volumes (thousands of visitors
 * a day) the set costs a few MB a year per busy page.
 */
export const analyticsDailyVisitors = pgTable(
  "analytics_daily_visitors",
  {
    workspaceId: workspaceId(),
    day: day(),
    event: text().notNull(),
    dimKey: text().notNull(),
    dimValue: text().notNull(),
    visitor: text().notNull(),
  },
  (t) => [primaryKey({ name: "analytics_daily_visitors_pk", columns: [t.workspaceId, t.event, t.dimKey, t.dimValue, t.day, t.visitor] })],
);

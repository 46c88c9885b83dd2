/**
 * The first-party event store (src/modules/analytics) on PGlite, as the server runs it (on its own
 * thread; BENCH_MAIN_THREAD=1: in the bench's thread instead).
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/analytics-capture.ts
 *
 * 1. Sustained capture at 200 events/s for 30 s (BENCH_SECONDS): an event every 5 ms through the
 *    capture path (checked, given a uuid, buffered: toEventRow + EventBuffer.add, as capture() does),
 *    written by the buffer in batches (500 events or 1 s); p50/p99/max of the capture call, p50/p99/max
 *    of a batch's write (one transaction: events + the days they touch), rows/s written.
 * 2. The same at the highest rate the bench can call it for 30 s (yielding every 200 calls so the
 *    writes go on; a call refused because too many wait counts as refused).
 * 3. Next to it, same run: the same events inserted one statement per event (what capture() would
 *    cost if it wrote each event itself): p50/p99 of an insert and rows/s (BENCH_SINGLE, 5,000 events).
 * 4. Rollups: 1,000,000 events (BENCH_ROLLUP_EVENTS) over 30 days, 6 event names, 20 pages,
 *    50,000 visitors, in one workspace (bulk-inserted in SQL), every day marked; the time of
 *    rollupNow() for all 30 days, and of reading them back (dailySeries and totals with a conversion
 *    over the 30 days, median of 20).
 *
 * Figures as JSON, kept in bench/results/analytics-capture.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { analyticsEvents } from "../src/modules/analytics/db/events.table";
import { toEventRow } from "../src/modules/analytics/server/capture.service";
import { DEFAULT_BUFFER_OPTIONS, EventBuffer } from "../src/modules/analytics/server/event-buffer";
import { writeEventsSkippingGone } from "../src/modules/analytics/server/event-writer";
import { dailySeries, totals } from "../src/modules/analytics/server/read.queries";
import { rollupNow } from "../src/modules/analytics/server/rollup.service";
import { openPglite, openPgliteThread, type Db, type DbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { RateLimitedError } from "../src/server/errors";
import { makeWorkspace } from "../tests/support/factories";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 5000);
const ROLLUP_EVENTS = Number(process.env.BENCH_ROLLUP_EVENTS ?? 1_000_000);
const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const summary = (xs: number[]) => ({
  n: xs.length,
  p50Ms: round(pct(xs, 50)),
  p99Ms: round(pct(xs, 99)),
  maxMs: round(xs.reduce((a, b) => Math.max(a, b), 0)),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function open(): Promise<DbHandle> {
  const handle = process.env.BENCH_MAIN_THREAD ? openPglite() : openPgliteThread();
  await migrateDb(handle, path.join(root, "drizzle"));
  return handle;
}

let sequence = 0;
const pages = Array.from({ length: 20 }, (_, i) => `page-${i}`);
/** A page view as a hosted page sends it: a visitor, a session, the page, UTM parameters, a path. */
const event = (workspaceId: string) => {
  const n = sequence++;
  return {
    workspaceId,
    event: n % 10 === 0 ? "form submitted" : "$pageview",
    distinctId: `anon-${n % 5000}`,
    sessionId: `s-${n % 800}`,
    source: "page" as const,
    properties: { page_id: pages[n % pages.length]!, utm_source: "google", utm_campaign: "spring", $current_url: `https://example.test/p/${n % 20}?x=${n}` },
  };
};

/** Capture at `rate` events/s (or as fast as possible) for SECONDS; then flush everything. */
async function sustained(db: Db, workspaceIds: string[], rate: number | "max", seconds = SECONDS) {
  const batches: number[] = [];
  const buffer = new EventBuffer(
    () => db,
    writeEventsSkippingGone,
    DEFAULT_BUFFER_OPTIONS,
    undefined,
    (ms) => batches.push(ms),
  );
  const calls: number[] = [];
  let refused = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  let next = started;
  while (performance.now() < until) {
    if (rate === "max") {
      for (let i = 0; i < 200; i++) {
        const e = event(workspaceIds[sequence % workspaceIds.length]!);
        const t = performance.now();
        try {
          buffer.add([toEventRow(e)]);
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          refused++;
        }
        calls.push(performance.now() - t);
      }
      await new Promise((r) => setImmediate(r));
    } else {
      // Catch up on the events due by now (timers drift under load), then wait for the next one.
      while (next <= performance.now()) {
        const e = event(workspaceIds[sequence % workspaceIds.length]!);
        const t = performance.now();
        buffer.add([toEventRow(e)]);
        calls.push(performance.now() - t);
        next += 1000 / rate;
      }
      await sleep(Math.max(0, next - performance.now()));
    }
  }
  const capturing = performance.now() - started;
  await buffer.flush();
  const total = performance.now() - started;
  return {
    rate,
    seconds: round(capturing / 1000, 1),
    captured: calls.length - refused,
    refused,
    capturedPerSecond: Math.round((calls.length - refused) / (capturing / 1000)),
    capture: summary(calls),
    batch: { ...summary(batches), meanRows: Math.round(buffer.stats.written / Math.max(1, buffer.stats.batches)) },
    written: buffer.stats.written,
    writtenRowsPerSecond: Math.round(buffer.stats.written / (total / 1000)),
    drainAfterStopMs: round(total - capturing, 1),
  };
}

/** The same events, one INSERT each (autocommit), as the floor of "write each event as it comes". */
async function singleRows(db: Db, workspaceId: string) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < SINGLE; i++) {
    const row = toEventRow(event(workspaceId));
    const t = performance.now();
    await db.insert(analyticsEvents).values(row).onConflictDoNothing();
    times.push(performance.now() - t);
  }
  return { events: SINGLE, insert: summary(times), rowsPerSecond: Math.round(SINGLE / ((performance.now() - started) / 1000)) };
}

async function rollups(db: Db, workspaceId: string) {
  const started = performance.now();
  // 1M events over the last 30 days: 6 names, 20 pages, 50,000 visitors (a fifth identified later), in SQL.
  await db.execute(sql`
    insert into analytics_events (workspace_id, uuid, occurred_at, received_at, event, distinct_id, session_id, source, properties)
    select ${workspaceId}::uuid, gen_random_uuid(), at, at, (array['$pageview','$pageview','$pageview','cta clicked','form started','form submitted'])[1 + i % 6],
           'v-' || (i::bigint * 7919 % 50000), 's-' || (i % 9000), 'page',
           jsonb_build_object('page_id', 'page-' || (i % 20), 'utm_source', (array['google','meta','email'])[1 + i % 3])
    from (select i, date_trunc('day', now()) - interval '30 days' + (i::double precision / ${ROLLUP_EVENTS}) * interval '30 days' as at
          from generate_series(0, ${ROLLUP_EVENTS - 1}) as i) g`);
  await db.execute(sql`
    insert into analytics_identities (workspace_id, distinct_id, person_id)
    select ${workspaceId}::uuid, 'v-' || n, 'person-' || (n / 2) from generate_series(0, 49999, 5) n`);
  await db.execute(sql`
    insert into analytics_rollup_pending (workspace_id, day)
    select distinct workspace_id, (occurred_at at time zone 'UTC')::date from analytics_events where workspace_id = ${workspaceId}::uuid`);
  await db.execute(sql`analyze`);
  const loadedMs = performance.now() - started;
  const t = performance.now();
  const days = await rollupNow(db);
  const rollupMs = performance.now() - t;
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const series: number[] = [];
  const sums: number[] = [];
  for (let i = 0; i < 25; i++) {
    const a = performance.now();
    await dailySeries(db, workspaceId, { event: "$pageview", from, to, dimension: { key: "page_id", value: `page-${i % 20}` } });
    const b = performance.now();
    await totals(db, workspaceId, { event: "$pageview", from, to, dimension: { key: "page_id", value: `page-${i % 20}` }, conversionEvent: "form submitted" });
    if (i >= 5) {
      series.push(b - a);
      sums.push(performance.now() - b);
    }
  }
  const [rows] = (
    await db.execute<{ daily: number; visitors: number }>(sql`
    select (select count(*) from analytics_daily where workspace_id = ${workspaceId}::uuid)::int as daily,
           (select count(*) from analytics_daily_visitors where workspace_id = ${workspaceId}::uuid)::int as visitors`)
  ).rows;
  return {
    events: ROLLUP_EVENTS,
    loadSeconds: round(loadedMs / 1000, 1),
    daysRolledUp: days,
    rollupSeconds: round(rollupMs / 1000, 2),
    rollupMsPerDay: Math.round(rollupMs / Math.max(1, days)),
    rollupRows: rows,
    dailySeriesOnePage30Days: summary(series),
    totalsWithConversionOnePage30Days: summary(sums),
  };
}

const handle = await open();
const db = handle.db;
const workspaceIds = [];
for (let i = 0; i < 5; i++) workspaceIds.push((await makeWorkspace(db)).workspace.id);
// Warm-up: the statements' first runs.
await sustained(db, workspaceIds, 200, 3);
const figures: Record<string, unknown> = { database: process.env.BENCH_MAIN_THREAD ? "pglite (bench's thread)" : "pglite (own thread, as the server)" };
/** Each section's figures as soon as it's done (a long run keeps what it measured). */
const record = (name: string, value: unknown) => {
  figures[name] = value;
  console.log(JSON.stringify({ [name]: value }, null, 2));
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "analytics-capture.json"), JSON.stringify(figures, null, 2));
};
record("at200PerSecond", await sustained(db, workspaceIds, 200));
record("atMaxRate", await sustained(db, workspaceIds, "max"));
record("singleRowInserts", await singleRows(db, workspaceIds[0]!));
if (ROLLUP_EVENTS > 0) record("rollup", await rollups(db, (await makeWorkspace(db)).workspace.id));
await handle.close();

/**
 * The first-party PostHog receiver (src/modules/analytics/server/receiver.ts) through its real route
 * handlers (src/app/e/route.ts, src/app/flags/route.ts, src/app/api/surveys/route.ts), in process,
 * on PGlite on its own thread as the server runs it, or on PostgreSQL when TEST_DATABASE_URL is set
 * (`node scripts/with-postgres.mjs npx tsx … bench/analytics-receiver.ts`).
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/analytics-receiver.ts
 *
 * 1. Capture: batches of 50 events as posthog-js 1.449.2 sends them (capture-body JSON, gzip-js:
 *    raw gzip, text/plain) to POST /e/, one after another for BENCH_SECONDS (20), 4 at a time
 *    (BENCH_CONCURRENCY), then every event written (the buffer flushed): events/s written and
 *    p50/p99 of a batch's request. A 503 (the write buffer full) waits 20 ms and counts as refused.
 * 1b. The target's load, open loop: 100 batches/s (5,000 events/s) on PostgreSQL, 30/s (1,500) on
 *    PGlite, for BENCH_SECONDS: batches refused (none is the aim) and p50/p99 of a batch's request.
 * 2. The same rows, in the same run, as a bare multi-row INSERT (500 rows a statement, PGlite has no
 *    COPY FROM STDIN): rows/s; on PostgreSQL also as a bare `psql \copy` of a CSV file (new uuids),
 *    the floor the receiver is compared with (`receiverToCopy`).
 * 3. POST /flags/?v=2 and GET /api/surveys/ at 200 requests/s for BENCH_SECONDS each (5 flags, 3
 *    surveys): p50/p99/max of a request; BENCH_SKIP_WIRE=1 leaves them out.
 *
 * Figures as JSON, kept in bench/results/analytics-receiver.json.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BATCH = 50;
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

async function main() {
  const { openPgliteThread, openPostgres } = await import("../src/server/db/client");
  const { migrateDb } = await import("../src/server/db/migrate");
  const { makeWorkspace } = await import("../tests/support/factories");
  const { projectToken, flushEvents } = await import("../src/modules/analytics");
  const { analyticsEvents } = await import("../src/modules/analytics/db/events.table");
  const { analyticsFeatureFlags, analyticsSurveys } = await import("../src/modules/analytics/db/wire.table");
  const { toEventRow } = await import("../src/modules/analytics/server/capture.service");
  const { uuid7 } = await import("../src/modules/analytics/server/uuid7");
  const capture = await import("../src/app/e/route");
  const flags = await import("../src/app/flags/route");
  const { findPsql } = await import("./support/postgres");
  const surveys = await import("../src/app/api/surveys/route");

  const url = process.env.TEST_DATABASE_URL;
  const handle = url ? openPostgres(url) : openPgliteThread();
  await migrateDb(handle, path.join(root, "drizzle"));
  (globalThis as { __amtDb?: unknown }).__amtDb = handle;
  const db = handle.db;
  const { workspace } = await makeWorkspace(db);
  const token = await projectToken(db, workspace.id);

  let n = 0;
  /** One posthog-js batch: 50 page views and clicks, with the properties the browser library adds. */
  const batch = () => ({
    api_key: token,
    sent_at: new Date().toISOString(),
    batch: Array.from({ length: BATCH }, () => {
      const i = n++;
      return {
        uuid: uuid7(),
        event: i % 5 === 0 ? "cta_click" : "$pageview",
        timestamp: new Date().toISOString(),
        properties: {
          token,
          distinct_id: `anon-${i % 5000}`,
          $session_id: `s-${i % 800}`,
          $current_url: `https://shop.example/p/${i % 20}?utm_source=google`,
          $pathname: `/p/${i % 20}`,
          $host: "shop.example",
          $browser: "Chrome",
          $os: "Mac OS X",
          $lib: "web",
          $lib_version: "1.449.2",
          page_id: `page-${i % 20}`,
          utm_source: "google",
          utm_campaign: "spring",
        },
      };
    }),
  });
  const post = (p: string, body: BodyInit, type: string) =>
    new Request(`http://localhost:3000${p}`, { method: "POST", body, headers: { "Content-Type": type } });

  // Warm-up: the first statements of each kind.
  for (let i = 0; i < 5; i++) await capture.POST(post("/e/?ip=0&ver=1.449.2", gzipSync(JSON.stringify(batch())), "text/plain"));
  await flushEvents();

  // 1. Capture through /e/.
  const bodies: Buffer[] = [];
  const times: number[] = [];
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const body = gzipSync(JSON.stringify(batch()));
        const t = performance.now();
        const res = await capture.POST(post("/e/?ip=0&_=1&ver=1.449.2", body, "text/plain"));
        times.push(performance.now() - t);
        if (res.status === 200) {
          const answer = (await res.json()) as { accepted: number };
          accepted += answer.accepted;
          if (bodies.length < 400) bodies.push(body);
        } else {
          refused++;
          await sleep(20);
        }
      }
    }),
  );
  const sending = performance.now() - started;
  await flushEvents();
  const total = performance.now() - started;
  const receiver = {
    seconds: round(sending / 1000, 1),
    concurrency: CONCURRENCY,
    batches: times.length,
    acceptedEvents: accepted,
    refusedBatches: refused,
    eventsPerSecondWritten: Math.round(accepted / (total / 1000)),
    eventsPerSecondSending: Math.round(accepted / (sending / 1000)),
    batchRequest: summary(times),
    drainAfterStopMs: round(total - sending, 1),
  };

  const paced = async (call: (i: number) => Promise<Response>, intervalMs = 5) => {
    const lat: number[] = [];
    const pending: Promise<void>[] = [];
    const begin = performance.now();
    let next = begin;
    let i = 0;
    let bad = 0;
    while (performance.now() < begin + SECONDS * 1000) {
      while (next <= performance.now()) {
        const t = performance.now();
        const k = i++;
        pending.push(
          call(k).then(async (res) => {
            await res.text();
            lat.push(performance.now() - t);
            if (res.status !== 200) bad++;
          }),
        );
        next += intervalMs;
      }
      await sleep(Math.max(0, next - performance.now()));
    }
    await Promise.all(pending);
    return { requestsPerSecond: Math.round(lat.length / ((performance.now() - begin) / 1000)), notOk: bad, ...summary(lat) };
  };

  // 1b. The target's own load, open loop: batches of 50 at the rate (5,000 events/s on
  // PostgreSQL, 1,500 on PGlite), each sent on time whether or not the last one is answered.
  const targetRate = url ? 5_000 : 1_500;
  await flushEvents();
  const atTargetStarted = performance.now();
  const atTargetRun = await paced(
    () => capture.POST(post("/e/?ip=0&_=1&ver=1.449.2", gzipSync(JSON.stringify(batch())), "text/plain")),
    (1000 * BATCH) / targetRate,
  );
  await flushEvents();
  const atTarget = {
    offeredEventsPerSecond: targetRate,
    batchesPerSecond: atTargetRun.requestsPerSecond,
    refusedBatches: atTargetRun.notOk,
    eventsPerSecondWritten: Math.round(((atTargetRun.n - atTargetRun.notOk) * BATCH) / ((performance.now() - atTargetStarted) / 1000)),
    batchRequest: { n: atTargetRun.n, p50Ms: atTargetRun.p50Ms, p99Ms: atTargetRun.p99Ms, maxMs: atTargetRun.maxMs },
  };

  // 2. The same rows (the kept bodies' events, new uuids), as bare multi-row inserts.
  const { gunzipSync } = await import("node:zlib");
  const rows = bodies.flatMap((b) =>
    (JSON.parse(gunzipSync(b).toString()) as ReturnType<typeof batch>).batch.map((e) =>
      toEventRow({
        workspaceId: workspace.id,
        event: e.event,
        distinctId: e.properties.distinct_id,
        sessionId: e.properties.$session_id,
        source: "site-script",
        properties: e.properties,
      }),
    ),
  );
  const t0 = performance.now();
  for (let i = 0; i < rows.length; i += 500) await db.insert(analyticsEvents).values(rows.slice(i, i + 500));
  const bareMs = performance.now() - t0;
  const bare = { rows: rows.length, rowsPerSecond: Math.round(rows.length / (bareMs / 1000)), ms: round(bareMs, 1) };

  // 2b. On PostgreSQL: the same rows (new uuids) as a CSV file, `psql \copy`'d into analytics_events.
  let bareCopy: { rows: number; rowsPerSecond: number; ms: number } | null = null;
  const psql = url ? findPsql() : null;
  if (url && psql) {
    const cell = (v: unknown) => (v === null || v === undefined ? "" : `"${String(v).replaceAll('"', '""')}"`);
    const csv = rows
      .map((r) =>
        [
          workspace.id,
          uuid7(),
          r.occurredAt.toISOString(),
          r.receivedAt.toISOString(),
          r.event,
          r.distinctId,
          r.personId,
          r.sessionId,
          r.source,
          JSON.stringify(r.properties),
        ]
          .map(cell)
          .join(","),
      )
      .join("\n");
    const file = path.join(tmpdir(), `amt-bench-events-${process.pid}.csv`);
    writeFileSync(file, csv + "\n");
    const columns = "workspace_id, uuid, occurred_at, received_at, event, distinct_id, person_id, session_id, source, properties";
    const c0 = performance.now();
    const run = spawnSync(psql, [url, "-v", "ON_ERROR_STOP=1", "-c", `\\copy analytics_events (${columns}) from '${file}' with (format csv)`], {
      encoding: "utf8",
    });
    const copyMs = performance.now() - c0;
    rmSync(file, { force: true });
    if (run.status !== 0) throw new Error(run.stderr);
    bareCopy = { rows: rows.length, rowsPerSecond: Math.round(rows.length / (copyMs / 1000)), ms: round(copyMs, 1) };
  }

  // 3. /flags/ and /api/surveys/ at 200 requests/s (BENCH_SKIP_WIRE=1: capture only).
  const skipWire = process.env.BENCH_SKIP_WIRE === "1";
  await db
    .insert(analyticsFeatureFlags)
    .values(Array.from({ length: 5 }, (_, i) => ({ workspaceId: workspace.id, key: `flag-${i}`, enabled: true, rolloutPercent: 20 * i, payload: { i } })));
  const questions = [
    { id: "nps", type: "rating", question: "How likely are you to recommend us?", scale: 10, display: "number", lowerBoundLabel: "No", upperBoundLabel: "Yes" },
  ];
  await db
    .insert(analyticsSurveys)
    .values(Array.from({ length: 3 }, (_, i) => ({ workspaceId: workspace.id, name: `Survey ${i}`, type: "popover" as const, definition: { questions } })));
  for (let i = 0; i < 20; i++) await flags.POST(post("/flags/?v=2", JSON.stringify({ token, distinct_id: `w${i}` }), "application/json"));
  const flagsRun = skipWire
    ? null
    : await paced((i) => flags.POST(post("/flags/?v=2", JSON.stringify({ token, distinct_id: `visitor-${i}`, groups: {} }), "application/json")));
  const surveysRun = skipWire ? null : await paced(() => surveys.GET(new Request(`http://localhost:3000/api/surveys/?token=${token}&_=${Date.now()}`)));

  const result = {
    at: new Date().toISOString(),
    database: url ? "postgresql" : "pglite (own thread)",
    receiver,
    atTarget,
    bareInsert: bare,
    bareCopy,
    /** The receiver's written events/s as a share of the bare COPY's rows/s (PostgreSQL). */
    receiverToCopy: bareCopy ? round(receiver.eventsPerSecondWritten / bareCopy.rowsPerSecond, 3) : null,
    flags: flagsRun,
    surveys: surveysRun,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, `bench/results/analytics-receiver${url ? "-postgres" : ""}.json`), JSON.stringify(result, null, 2) + "\n");
  await handle.close();
  process.exit(0);
}

void main();

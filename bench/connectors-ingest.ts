/**
 * The metrics warehouse at scale, two workloads of issue 6:
 *
 * 1. Ingest 1,000,000 fact rows through the connector path into PostgreSQL (goal ≤ 10 s), against a
 *    plain COPY of the same rows in the same run. The connector path is what a sync does after the
 *    HTTP call: the Google Ads searchStream answers (JSON text shaped as Google answers the
 *    connector's queries: resourceNames, int64 as strings, micros; the account's entity answers
 *    parsed once per account, as the connector asks for them once a run) parsed,
 *    transformed by the Google Ads connector's pure transform (campaignsBeyondAdGroups, then
 *    toFactBatch), and written as the sync engine writes them (writeWindow: clear the window, COPY
 *    the facts and both day rollups, upsert the campaign/ad-group names the run hasn't written yet,
 *    the campaign months) one 30-day window per transaction, one round trip each on PostgreSQL. The
 *    baseline is `psql \copy` of the same rows (as a CSV file) into a table shaped like wh_ad_daily
 *    (LIKE … INCLUDING ALL).
 * 2. Keep rollups current after a day's sync of 500 accounts (goal ≤ 5 s): 500 sources, each
 *    re-pulling its 30-day restatement window (25 campaigns × 2 ad groups × 30 days: 1,500 fact
 *    rows, 750k in all), written with its rollups (summed from the window's rows), two sources at
 *    once as the sync job runs them. Reported: that whole write (daily500S), the rollup share of it (rollups500S: the
 *    500 windows' rollups written again the same way), and for reference the rollups recomputed from
 *    the facts in SQL (sqlRollups500S, the fallback path).
 *
 *   node scripts/with-postgres.mjs bash -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx --conditions=react-server --tsconfig tsconfig.json bench/connectors-ingest.ts'
 *
 * Each workload counts the fact rows it left in the warehouse and fails unless they are the rows it
 * means (ACCOUNTS × 25 × 2 × 500 and 500 × 25 × 2 × 30): rowsWritten and dailyRowsWritten in the JSON.
 *
 * Without BENCH_DATABASE_URL only PGlite runs (figures for reference; the goals name PostgreSQL).
 * BENCH_RUNS (default 3), BENCH_ROWS (default 1,000,000), BENCH_SKIP_DAILY=1 (the ingest only). Prints JSON,
 * kept in bench/results/.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { campaignsBeyondAdGroups, toFactBatch, type EntityStreams, type StreamBatch } from "../src/modules/connectors/platforms/google-ads/transform";
import { windows } from "@/lib/days";
import { refreshRollups, writeAdRollups, writeWindow } from "../src/modules/reporting/warehouse/ingest";
import { NamesWritten } from "../src/modules/connectors/core/names-written";
import { sources } from "../src/modules/connectors/db/connectors.table";
import { openPglite, type DbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { makeWorkspace } from "../tests/support/factories";
import { findPsql, freshPostgres } from "./support/postgres";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL;
/** BENCH_SKIP_DAILY=1: the ingest and its COPY baseline only (the daily workload takes as long again). */
const SKIP_DAILY = process.env.BENCH_SKIP_DAILY === "1";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

// 1M rows = 40 accounts × 25 campaigns × 2 ad groups × 500 days.
const CAMPAIGNS = 25;
const GROUPS = 2;
const DAYS = 500;
const ACCOUNTS = Math.max(1, Math.round(ROWS / (CAMPAIGNS * GROUPS * DAYS)));
const START = "2025-01-01";
const range = { start: START, end: new Date(Date.parse(`${START}T00:00:00Z`) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10) };

/**
 * The searchStream answers of one account and window, as JSON text, shaped as Google answers the
 * connector's queries (client.ts): the `FROM ad_group` day rows carry the ad group (resourceName,
 * id, and its campaign's resource name), the date and the metrics; the `FROM campaign` window totals
 * one row a campaign.
 */
function payload(account: number, window: { start: string; end: string }, seed: number): { groups: string; totals: string } {
  const customer = String(1000 + account);
  const campaign = (c: number) => ({ resourceName: `customers/${customer}/campaigns/${c + 1}`, id: String(c + 1) });
  const groupRows: object[] = [];
  const sums = Array.from({ length: CAMPAIGNS }, () => ({ imp: 0, clk: 0, micros: 0, conversions: 0, value: 0 }));
  for (let d = Date.parse(`${window.start}T00:00:00Z`); d <= Date.parse(`${window.end}T00:00:00Z`); d += 86_400_000) {
    const date = new Date(d).toISOString().slice(0, 10);
    for (let c = 0; c < CAMPAIGNS; c++) {
      for (let g = 0; g < GROUPS; g++) {
        const x = (account * 7919 + c * 104729 + g * 1299709 + d / 86_400_000 + seed) % 1000;
        const i = 100 + x,
          k = 1 + (x % 50),
          m = (x + 1) * 12_340,
          conv = (x % 5) / 2,
          val = (x % 97) + 0.5;
        const t = sums[c]!;
        t.imp += i;
        t.clk += k;
        t.micros += m;
        t.conversions += conv;
        t.value += val;
        groupRows.push({
          adGroup: { resourceName: `customers/${customer}/adGroups/${(c + 1) * 100 + g}`, id: String((c + 1) * 100 + g), campaign: campaign(c).resourceName },
          segments: { date },
          metrics: { impressions: String(i), clicks: String(k), costMicros: String(m), conversions: conv, conversionsValue: val },
        });
      }
    }
  }
  // As Google Ads reports a campaign: its ad groups' metrics included (halves sum exactly as
  // doubles), so no campaign spends outside its ad groups and the connector asks no campaign days.
  const totals = sums.map((t, c) => ({
    campaign: campaign(c),
    metrics: { impressions: String(t.imp), clicks: String(t.clk), costMicros: String(t.micros), conversions: t.conversions, conversionsValue: t.value },
  }));
  return { groups: JSON.stringify([{ results: groupRows }]), totals: JSON.stringify([{ results: totals }]) };
}

/** What the connector does with a window's answers (connector.ts): the campaigns beyond their ad groups, then the rows. */
function transformWindow(text: { groups: string; totals: string }, accountEntities: EntityStreams) {
  const groups = JSON.parse(text.groups) as StreamBatch[];
  const beyond = campaignsBeyondAdGroups(groups, JSON.parse(text.totals) as StreamBatch[]);
  if (beyond.length > 0) throw new Error(`the bench's campaigns spend only in ad groups, yet ${beyond.join(", ")} differ`);
  return toFactBatch(groups, [], accountEntities);
}

/** An account's entity answers (`FROM customer`, and campaigns and ad groups without segments), asked once a run. */
function entities(account: number): { customer: string; campaigns: string; adGroups: string } {
  const id = String(1000 + account);
  const campaigns = Array.from({ length: CAMPAIGNS }, (_, c) => ({
    resourceName: `customers/${id}/campaigns/${c + 1}`,
    id: String(c + 1),
    name: `Campaign ${c + 1}`,
    status: "ENABLED",
  }));
  return {
    customer: JSON.stringify([
      {
        results: [{ customer: { resourceName: `customers/${id}`, id, descriptiveName: `Account ${account}`, currencyCode: "EUR", timeZone: "Europe/Berlin" } }],
      },
    ]),
    campaigns: JSON.stringify([{ results: campaigns.map((campaign) => ({ campaign })) }]),
    adGroups: JSON.stringify([
      {
        results: campaigns.flatMap((campaign, c) =>
          Array.from({ length: GROUPS }, (_, g) => ({
            campaign: { resourceName: campaign.resourceName, id: campaign.id },
            adGroup: { resourceName: `customers/${id}/adGroups/${(c + 1) * 100 + g}`, id: String((c + 1) * 100 + g), name: `Group ${g}`, status: "ENABLED" },
          })),
        ),
      },
    ]),
  };
}

/** An account's parsed entity answers, as the connector keeps them for a run. */
const parseEntities = (text: ReturnType<typeof entities>): EntityStreams => ({
  customer: JSON.parse(text.customer) as StreamBatch[],
  campaigns: JSON.parse(text.campaigns) as StreamBatch[],
  adGroups: JSON.parse(text.adGroups) as StreamBatch[],
});

/**
 * CPU time so far: this process's, and the local PostgreSQL server's (every `postgres` process this
 * user can read in /proc: backends, WAL writer, checkpointer), or null when there is none. On a
 * shared machine wall time swings by a third from run to run; CPU seconds say where the work went.
 */
function cpuNow(): { node: number; postgres: number | null } {
  const u = process.cpuUsage();
  return { node: (u.user + u.system) / 1e6, postgres: postgresCpu() };
}
function postgresCpu(): number | null {
  if (process.platform !== "linux") return null;
  const tick = 100; // USER_HZ on Linux
  let total = 0,
    found = false;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (name !== "postgres") continue;
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(f[11]) + Number(f[12])) / tick; // utime, stime
      found = true;
    } catch {
      // gone meanwhile
    }
  }
  return found ? total : null;
}
function cpuSince(from: ReturnType<typeof cpuNow>): { nodeS: number; postgresS: number | null } {
  const now = cpuNow();
  return { nodeS: round(now.node - from.node), postgresS: now.postgres === null || from.postgres === null ? null : round(now.postgres - from.postgres) };
}

async function addSources(handle: DbHandle, workspaceId: string, n: number): Promise<string[]> {
  const rows = await handle.db
    .insert(sources)
    .values(
      Array.from({ length: n }, (_, i) => ({
        workspaceId,
        platform: "google-ads",
        externalAccountId: String(1000 + i),
        name: `Account ${i}`,
        currency: "EUR",
        timeZone: "Europe/Berlin",
      })),
    )
    .returning({ id: sources.id });
  return rows.map((r) => r.id);
}

/** Workload 1: the connector path for ACCOUNTS × DAYS, 30-day windows, one transaction each. */
async function ingest(handle: DbHandle) {
  const { workspace } = await makeWorkspace(handle.db);
  const ids = await addSources(handle, workspace.id, ACCOUNTS);
  const wins = windows(range, 30);
  let rows = 0;
  let transformMs = 0;
  // Payloads are generated up front (that is the platform's work); timing starts after.
  const work: { a: number; w: { start: string; end: string }; text: ReturnType<typeof payload> }[] = [];
  for (let a = 0; a < ACCOUNTS; a++) for (const w of wins) work.push({ a, w, text: payload(a, w, 0) });
  const entityText = Array.from({ length: ACCOUNTS }, (_, a) => entities(a));
  const known = new Map<number, EntityStreams>();
  const transform = (i: number) => {
    const t1 = performance.now();
    const { a } = work[i]!;
    let accountEntities = known.get(a);
    if (!accountEntities) known.set(a, (accountEntities = parseEntities(entityText[a]!)));
    const batch = transformWindow(work[i]!.text, accountEntities);
    transformMs += performance.now() - t1;
    return batch;
  };
  const cpu0 = cpuNow();
  const t0 = performance.now();
  // As the engine does: two sources at once (the sync job's concurrency), and within each the next
  // window parsed and transformed while the current one is written.
  // Each account is one run, which sends a name again only when it changed (NamesWritten).
  const names = Array.from({ length: ACCOUNTS }, () => new NamesWritten());
  const lane = async (items: number[]) => {
    let batch = items.length ? transform(items[0]!) : null;
    for (let k = 0; k < items.length; k++) {
      const { a, w } = work[items[k]!]!;
      const current = names[a]!.unsent(batch!);
      const writing = writeWindow(
        handle.db,
        "ad",
        { workspaceId: workspace.id, sourceId: ids[a]!, platform: "google-ads", accountId: String(1000 + a), currency: "EUR", timeZone: "Europe/Berlin" },
        w,
        current,
      );
      batch = k + 1 < items.length ? transform(items[k + 1]!) : null;
      // Not `rows += await …`: that reads `rows` before the wait, and the other lane's adds are lost.
      const n = await writing;
      names[a]!.committed(current);
      rows += n;
    }
  };
  const half = work.findIndex((x) => x.a >= Math.ceil(ACCOUNTS / 2));
  const all = work.map((_, i) => i);
  await Promise.all([lane(all.slice(0, half < 0 ? all.length : half)), lane(half < 0 ? [] : all.slice(half))]);
  const ms = performance.now() - t0;
  const cpu = cpuSince(cpu0);
  // Generating the JSON text is the fake's work, not the connector's: it is measured apart and left out.
  return { rows: await written(handle, workspace.id, rows, ACCOUNTS * CAMPAIGNS * GROUPS * DAYS), ms, transformMs, cpu, workspaceId: workspace.id };
}

/** The fact rows a workspace holds, checked against what the writer reported and what the workload means to write. */
async function written(handle: DbHandle, workspaceId: string, reported: number, intended: number): Promise<number> {
  const { n } = (await handle.db.execute(sql`select count(*)::int as n from wh_ad_daily where workspace_id = ${workspaceId}`)).rows[0] as { n: number };
  if (n !== intended || reported !== intended)
    throw new Error(`wrote ${n} fact rows (the writer reported ${reported}), not the ${intended} the workload means`);
  return n;
}

/** The same facts as a CSV file, `psql \copy`'d into a table like wh_ad_daily. */
async function copyBaseline(handle: DbHandle, url: string, workspaceId: string) {
  const psql = findPsql();
  if (!psql) return null;
  const file = path.join(tmpdir(), `amt-bench-ad-${process.pid}.csv`);
  await handle.db.execute(sql.raw(`create table bench_copy_ad (like wh_ad_daily including all)`));
  // The rows the connector path wrote, exported once (the export is not timed).
  const exported = spawnSync(
    psql,
    [url, "-v", "ON_ERROR_STOP=1", "-c", `\\copy (select * from wh_ad_daily where workspace_id = '${workspaceId}') to '${file}' with (format csv)`],
    { encoding: "utf8" },
  );
  if (exported.status !== 0) throw new Error(exported.stderr);
  const cpu0 = cpuNow();
  const t0 = performance.now();
  const run = spawnSync(psql, [url, "-v", "ON_ERROR_STOP=1", "-c", `\\copy bench_copy_ad from '${file}' with (format csv)`], { encoding: "utf8" });
  const ms = performance.now() - t0;
  const postgresS = cpuSince(cpu0).postgresS;
  rmSync(file, { force: true });
  if (run.status !== 0) throw new Error(run.stderr);
  return { ms, postgresS, output: run.stdout.trim() };
}

/** Workload 2: 500 accounts' daily sync (30-day restatement window each), facts + rollups. */
async function dailySync(handle: DbHandle) {
  const N = 500;
  const { workspace } = await makeWorkspace(handle.db);
  const ids = await addSources(handle, workspace.id, N);
  const window = { start: "2026-10-23", end: "2026-11-21" };
  const batches = Array.from({ length: N }, (_, a) => {
    return transformWindow(payload(a, window, 1), parseEntities(entities(a)));
  });
  const owner = (a: number) => ({
    workspaceId: workspace.id,
    sourceId: ids[a]!,
    platform: "google-ads",
    accountId: String(1000 + a),
    currency: "EUR",
    timeZone: "Europe/Berlin",
  });
  for (let a = 0; a < N; a++) await writeWindow(handle.db, "ad", owner(a), window, batches[a]!);
  // A day passes between two syncs, and autovacuum analyzes the tables the first one filled. Without
  // statistics the planner can't tell a source's 30 rollup days (the primary key) from every source's
  // days (the workspace-and-date index) and may read the latter, 500 times over.
  await handle.db.execute(sql`analyze wh_ad_daily, wh_ad_source_day, wh_ad_campaign_day, wh_ad_campaign_month`);
  // The measured day: every account re-pulls its window with restated numbers.
  const restated = Array.from({ length: N }, (_, a) => {
    return transformWindow(payload(a, window, 2), parseEntities(entities(a)));
  });
  const t0 = performance.now();
  let rows = 0;
  // Two sources at once, as the sync job runs them.
  const lane = async (from: number, to: number) => {
    for (let a = from; a < to; a++) {
      const n = await writeWindow(handle.db, "ad", owner(a), window, restated[a]!);
      rows += n;
    }
  };
  await Promise.all([lane(0, N / 2), lane(N / 2, N)]);
  const ms = performance.now() - t0;
  // The rollup share of that sync: the 500 windows' rollups written again as the sync writes them
  // (summed from the window's rows, old rollups cleared), two sources at once.
  const t1 = performance.now();
  const rollupLane = async (from: number, to: number) => {
    for (let a = from; a < to; a++) await handle.db.transaction((tx) => writeAdRollups(tx, owner(a), window, restated[a]!.ad!));
  };
  await Promise.all([rollupLane(0, N / 2), rollupLane(N / 2, N)]);
  const rollupMs = performance.now() - t1;
  // For reference: the same rollups recomputed from the facts in SQL (the fallback when amounts
  // can't be summed exactly in JavaScript).
  const t2 = performance.now();
  for (let a = 0; a < N; a++) await handle.db.transaction((tx) => refreshRollups(tx, "ad", owner(a), window));
  const sqlRollupMs = performance.now() - t2;
  const check = (
    await handle.db.execute(
      sql`select (select sum(spend) from wh_ad_daily where workspace_id = ${workspace.id})::text = (select sum(spend) from wh_ad_source_day where workspace_id = ${workspace.id})::text as ok`,
    )
  ).rows[0] as { ok: boolean };
  if (!check.ok) throw new Error("rollup disagrees with the facts");
  return { accounts: N, rows: await written(handle, workspace.id, rows, N * CAMPAIGNS * GROUPS * 30), ms, rollupMs, sqlRollupMs };
}

/**
 * The server runs with 32 MB semi-spaces (scripts/start.mjs, `npm run worker`), so the connector
 * path is measured with them too: without the flag, the bench runs itself again with it.
 */
const SERVER_FLAGS = ["--max-semi-space-size=32"];
function rerunWithServerFlags(): boolean {
  if (SERVER_FLAGS.every((flag) => process.execArgv.includes(flag))) return false;
  const run = spawnSync(process.execPath, [...process.execArgv, ...SERVER_FLAGS, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exitCode = run.status ?? 1;
  return true;
}

async function main() {
  const results: Record<string, unknown> = {
    rows: ACCOUNTS * CAMPAIGNS * GROUPS * DAYS,
    accounts: ACCOUNTS,
    runs: RUNS,
    cpus: (await import("node:os")).cpus().length,
    nodeFlags: SERVER_FLAGS,
  };
  if (PG_URL) {
    const ingestMs: number[] = [],
      copyMs: number[] = [],
      transformMs: number[] = [],
      dailyMs: number[] = [],
      rollupMs: number[] = [],
      sqlRollupMs: number[] = [];
    const cpu: { nodeS: number; postgresS: number | null }[] = [];
    let rowsWritten = 0,
      dailyRowsWritten = 0;
    for (let i = 0; i < RUNS; i++) {
      const db = await freshPostgres(PG_URL!);
      try {
        await migrateDb(db.handle, path.resolve(import.meta.dirname, "../drizzle"));
        const r = await ingest(db.handle);
        ingestMs.push(r.ms);
        transformMs.push(r.transformMs);
        rowsWritten = r.rows;
        const c = await copyBaseline(db.handle, db.url, r.workspaceId);
        if (c) copyMs.push(c.ms);
        if (!SKIP_DAILY) {
          const d = await dailySync(db.handle);
          dailyMs.push(d.ms);
          rollupMs.push(d.rollupMs);
          sqlRollupMs.push(d.sqlRollupMs);
          dailyRowsWritten = d.rows;
        }
        cpu.push(r.cpu);
        console.error(
          `postgres run ${i + 1}: ingest ${round(r.ms / 1000)} s (transform ${round(r.transformMs / 1000)} s; CPU: node ${r.cpu.nodeS} s, postgres ${r.cpu.postgresS ?? "n/a"} s), \\copy ${c ? round(c.ms / 1000) : "n/a"} s (postgres CPU ${c?.postgresS ?? "n/a"} s)`,
        );
      } finally {
        await db.drop();
      }
    }
    results.postgres = {
      rowsWritten,
      dailyRowsWritten,
      ingestS: round(median(ingestMs) / 1000),
      transformS: round(median(transformMs) / 1000),
      copyS: copyMs.length ? round(median(copyMs) / 1000) : null,
      ratio: copyMs.length ? round(median(ingestMs) / median(copyMs)) : null,
      daily500S: SKIP_DAILY ? "not run (BENCH_SKIP_DAILY=1)" : round(median(dailyMs) / 1000),
      rollups500S: SKIP_DAILY ? null : round(median(rollupMs) / 1000),
      sqlRollups500S: SKIP_DAILY ? null : round(median(sqlRollupMs) / 1000),
      ingestCpu: cpu,
      all: { ingestMs: ingestMs.map((x) => round(x)), copyMs: copyMs.map((x) => round(x)), dailyMs: dailyMs.map((x) => round(x)) },
    };
  }
  if (process.env.BENCH_SKIP_PGLITE !== "1") {
    const dailyMs: number[] = [];
    const rollupMs: number[] = [];
    const ingestMs: number[] = [];
    let dailyRowsWritten = 0;
    for (let i = 0; i < RUNS; i++) {
      const handle = openPglite();
      try {
        await migrateDb(handle, path.resolve(import.meta.dirname, "../drizzle"));
        const d = await dailySync(handle);
        dailyMs.push(d.ms);
        rollupMs.push(d.rollupMs);
        dailyRowsWritten = d.rows;
        if (process.env.BENCH_PGLITE_INGEST === "1") ingestMs.push((await ingest(handle)).ms);
      } finally {
        await handle.close();
      }
    }
    results.pglite = {
      dailyRowsWritten,
      daily500S: round(median(dailyMs) / 1000),
      rollups500S: round(median(rollupMs) / 1000),
      ingestS: ingestMs.length ? round(median(ingestMs) / 1000) : "not run (BENCH_PGLITE_INGEST=1)",
    };
  }
  console.log(JSON.stringify(results, null, 2));
  mkdirSync(path.resolve(import.meta.dirname, "results"), { recursive: true });
  writeFileSync(path.resolve(import.meta.dirname, "results/connectors-ingest.json"), JSON.stringify(results, null, 2));
}

if (!rerunWithServerFlags()) await main();

/**
 * The contacts import at scale: a generated 1,000,000-row contacts CSV (realistic columns, ~100 MB)
 * imported through the import engine (upload inspection, then the job's runImport; not over HTTP).
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/crm-import.ts
 *   node scripts/with-postgres.mjs bash -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx --conditions=react-server --tsconfig tsconfig.json bench/crm-import.ts'
 *
 * (No npm script: run it with the command above.) Options: BENCH_ROWS (default 1,000,000),
 * BENCH_RUNS (default 3), BENCH_BATCH (rows per transaction, default the engine's),
 * BENCH_SKIP_PGLITE=1 (PostgreSQL only), BENCH_PGLITE_PARAMS (extra PGlite server settings, below),
 * BENCH_EXPLAIN=1 (print the plan of the existing-contact lookup after the import),
 * BENCH_FLOOR=1 (crm_contacts keeps only its primary key: every secondary index and foreign key is
 * dropped before the import, so the run measures the engine's floor on the same path and database).
 *
 * - PGlite: each run on a fresh in-memory database (what the goal names: ≤ 15 s).
 * - PostgreSQL (BENCH_DATABASE_URL set): each run on a fresh database; after the engine's import,
 *   `psql \copy` of the same file into a table shaped like crm_contacts (LIKE … INCLUDING ALL: the
 *   same columns, defaults and indexes, the same foreign key to the workspace, plus one text column
 *   for the raw tags, which COPY can't split) in the same run. Goal: the import ≤ 1.5× the \copy.
 * - Memory: peak RSS above the level just before the import (sampled every 20 ms), and the peak JS
 *   heap growth (the engine's own memory, without PGlite's WASM memory, which holds the whole
 *   in-memory database). Goal: ≤ 150 MB.
 *
 * Figures are the median of the runs; printed as JSON and kept in bench/results/crm-import.json.
 */
import { spawnSync } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import { setPlanManually, subscriptions } from "../src/modules/billing";
import { runImport } from "../src/modules/crm/server/imports-engine";
import { getImport, setImportMapping, startImport } from "../src/modules/crm/server/imports.service";
import { receiveUpload } from "../src/modules/crm/server/imports-upload";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { openPglite, type Db, type DbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { makeWorkspace } from "../tests/support/factories";
import { findPsql, freshPostgres } from "./support/postgres";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;
const PG_URL = process.env.BENCH_DATABASE_URL;
const MB = 1024 * 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

const first = ["Ana", "Bo", "Chloé", "Dana", "Émile", "Fox", "Grace", "Hiro", "Ines", "Jürgen", "Kim", "Lea", "Marc", "Nina", "Omar", "Priya"];
const last = ["Müller", "Chen", "Dupré", "Scully", "O'Brien", "Nguyen", "Hopper", "García", "Kowalski", "Smith", "Rossi", "Kim"];
const companies = ["Acme", "Globex", "Initech", "Umbrella", "Stark Industries", "Wayne Enterprises", "Hooli", "Pied Piper"];
const titles = ["CEO", "CTO", "Marketing Manager", "Sales Rep", "Engineer", "Designer", '"Head of Growth, EMEA"'];
const stages = ["Subscriber", "Lead", "Marketing Qualified Lead", "Customer"];
const statuses = ["New", "Open", "In progress", "Connected"];
const sources = ["Web", "Trade show", "Referral", "Ads"];
const tagSets = ["", "vip", "newsletter;vip", "webinar 2024", "newsletter"];

/** A HubSpot-style export: 10 columns, a quoted value now and then, ~100 bytes a row. */
async function generateCsv(file: string, rows: number) {
  const out = createWriteStream(file);
  out.write("Email,First Name,Last Name,Phone Number,Company Name,Job Title,Lifecycle Stage,Lead Status,Lead Source,Tags\n");
  let buf = "";
  for (let i = 0; i < rows; i++) {
    const phone = `+1 ${200 + (i % 700)}-555-${String(i % 10_000).padStart(4, "0")}`;
    buf += `person${i}@example${i % 997}.com,${first[i % first.length]},${last[i % last.length]},${phone},${companies[i % companies.length]},${titles[i % titles.length]},${stages[i % stages.length]},${statuses[i % statuses.length]},${sources[i % sources.length]},${tagSets[i % tagSets.length]}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise<void>((r) => out.once("drain", () => r()));
      buf = "";
    }
  }
  out.end(buf);
  await finished(out);
}

/** Samples RSS and heap while `work` runs; growth is measured from just before it. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const result = await work();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  clearInterval(timer);
  return { result, ms, cpuMs: (cpu.user + cpu.system) / 1000, rssGrowthMb: (peakRss - base.rss) / MB, heapGrowthMb: (peakHeap - base.heapUsed) / MB };
}

/** `psql \copy` of the same file into a table shaped like crm_contacts, timed as psql runs it. */
async function psqlCopy(handle: DbHandle, url: string, file: string, workspaceId: string) {
  // The same columns, defaults, indexes and workspace foreign key as crm_contacts; the tags as text.
  await handle.db.execute(
    sql.raw(
      `create table bench_copy_contacts (like crm_contacts including all); alter table bench_copy_contacts add column tags_raw text; ` +
        `alter table bench_copy_contacts alter column workspace_id set default '${workspaceId}'; ` +
        `alter table bench_copy_contacts add foreign key (workspace_id) references identity_workspaces(id) on delete cascade`,
    ),
  );
  const psql = findPsql();
  if (!psql) return null;
  const copy = `\\copy bench_copy_contacts (email, first_name, last_name, phone, company_name, job_title, lifecycle_stage, lead_status, source, tags_raw) from '${file}' with (format csv, header true)`;
  const t0 = performance.now();
  const run = spawnSync(psql, [url, "-v", "ON_ERROR_STOP=1", "-c", copy], { encoding: "utf8" });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  return { ms, output: run.stdout.trim() };
}

/**
 * BENCH_PGLITE_PARAMS="-c shared_buffers=512MB …": PGlite started with extra server settings (on top
 * of its defaults), to see what the embedded database's configuration costs.
 */
const PGLITE_PARAMS = (process.env.BENCH_PGLITE_PARAMS ?? "").split(/\s+/).filter(Boolean);
const PGLITE_DEFAULT_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
];
function tunedPglite(params: string[]): DbHandle {
  const client = new PGlite(undefined, { startParams: [...PGLITE_DEFAULT_PARAMS, ...params] });
  const db = drizzle({ client, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    executeSql: async (text, values) => (values && values.length > 0 ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] }),
    close: () => client.close(),
  };
}

/** BENCH_FLOOR: crm_contacts with its primary key only (no secondary index, no foreign key). */
async function dropToPrimaryKey(db: Db) {
  const indexes = await db.execute(sql`select indexname from pg_indexes where tablename = 'crm_contacts' and indexname <> 'crm_contacts_pkey'`);
  const fks = await db.execute(sql`select conname from pg_constraint where conrelid = 'crm_contacts'::regclass and contype = 'f'`);
  for (const r of indexes.rows as { indexname: string }[]) await db.execute(sql.raw(`drop index "${r.indexname}"`));
  for (const r of fks.rows as { conname: string }[]) await db.execute(sql.raw(`alter table crm_contacts drop constraint "${r.conname}"`));
}

async function oneRun(kind: "pglite" | "postgres", file: string, dataDir: string) {
  const pgdb = kind === "postgres" ? await freshPostgres(PG_URL!) : null;
  const pgliteDir = process.env.BENCH_PGLITE === "file" ? path.join(dataDir, "pglite") : undefined;
  const handle = pgdb ? pgdb.handle : PGLITE_PARAMS.length > 0 ? tunedPglite(PGLITE_PARAMS) : openPglite(pgliteDir);
  await migrateDb(handle, path.join(root, "drizzle"));
  const db = handle.db;
  if (process.env.BENCH_FLOOR) await dropToPrimaryKey(db);
  const { workspace, tenant } = await makeWorkspace(db);
  // Room for a million contacts: Enterprise (500,000) and 100 × 5,000 extra.
  await setPlanManually(db, workspace.id, "enterprise");
  await db
    .update(subscriptions)
    .set({ addons: { contacts: 100 } })
    .where(eq(subscriptions.workspaceId, workspace.id));

  const upload = await measured(() =>
    receiveUpload(
      db,
      tenant,
      { body: Readable.toWeb(createReadStream(file, { highWaterMark: 1 << 20 })) as ReadableStream<Uint8Array>, fileName: "contacts-1m.csv" },
      dataDir,
    ),
  );
  const { importId } = upload.result;
  const got = await getImport(db, tenant, importId);
  await setImportMapping(db, tenant, { importId, mapping: got.mapping, mergeMode: "fill_empty", linkCompanies: true });
  await startImport(db, tenant, { importId, acceptPartial: false }, async () => {});
  const imported = await measured(() => runImport(db, { workspaceId: workspace.id, importId }, { dataDir, batchSize: BATCH }));
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from crm_contacts where workspace_id = ${workspace.id}`)).rows as [{ n: number }];
  if (process.env.BENCH_EXPLAIN) {
    const emails = Array.from({ length: 10_000 }, (_, i) => `person${i * 7}@example${(i * 7) % 997}.com`);
    const plan = await db.execute(
      sql`explain analyze select c.id from unnest(${sql.param(emails)}::text[]) as e(email) cross join lateral (select * from crm_contacts where workspace_id = ${workspace.id} and email = e.email and erased_at is null limit 1) as c`,
    );
    console.error(plan.rows.map((r) => String(Object.values(r)[0]).slice(0, 160)).join("\n"));
  }
  const copy = pgdb ? await psqlCopy(handle, pgdb.url, file, workspace.id) : null;
  if (pgdb) await pgdb.drop();
  else await handle.close();
  return {
    uploadMs: upload.ms,
    importMs: imported.ms,
    importCpuMs: imported.cpuMs,
    rowsPerSecond: ROWS / (imported.ms / 1000),
    rssGrowthMb: imported.rssGrowthMb,
    heapGrowthMb: imported.heapGrowthMb,
    outcome: imported.result,
    contactsInDb: n,
    mapping: got.mapping,
    copyMs: copy?.ms ?? null,
  };
}

async function bench(kind: "pglite" | "postgres", file: string) {
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "amt-bench-import-"));
    try {
      const run = await oneRun(kind, file, dataDir);
      console.error(
        `${kind} run ${r + 1}/${RUNS}: import ${round(run.importMs / 1000)} s, CPU ${round(run.importCpuMs / 1000)} s (${Math.round(run.rowsPerSecond)} rows/s), upload ${round(run.uploadMs / 1000)} s, RSS +${round(run.rssGrowthMb, 0)} MB, heap +${round(run.heapGrowthMb, 0)} MB${run.copyMs ? `, psql \\copy ${round(run.copyMs / 1000)} s` : ""}`,
      );
      runs.push(run);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const last = runs.at(-1)!;
  const copyMs = runs.every((r) => r.copyMs !== null) ? median(runs.map((r) => r.copyMs!)) : null;
  const importMs = median(runs.map((r) => r.importMs));
  return {
    database: kind,
    runs: runs.length,
    importSeconds: round(importMs / 1000),
    importSecondsEach: runs.map((r) => round(r.importMs / 1000)),
    importCpuSeconds: round(median(runs.map((r) => r.importCpuMs)) / 1000),
    rowsPerSecond: Math.round(median(runs.map((r) => r.rowsPerSecond))),
    uploadSeconds: round(median(runs.map((r) => r.uploadMs)) / 1000),
    peakRssGrowthMb: round(median(runs.map((r) => r.rssGrowthMb)), 0),
    peakHeapGrowthMb: round(median(runs.map((r) => r.heapGrowthMb)), 0),
    ...(copyMs !== null ? { psqlCopySeconds: round(copyMs / 1000), importOverCopy: round(importMs / copyMs) } : {}),
    outcome: last.outcome,
    contactsInDb: last.contactsInDb,
    mapping: last.mapping,
  };
}

const file = path.join(tmpdir(), `amt-bench-contacts-${ROWS}.csv`);
if (!existsSync(file)) await generateCsv(file, ROWS);
const results: Record<string, unknown> = {
  floor: Boolean(process.env.BENCH_FLOOR),
  pgliteParams: PGLITE_PARAMS.join(" ") || "defaults",
  rows: ROWS,
  fileMb: round(statSync(file).size / MB, 1),
  batchRows: BATCH ?? "engine default",
};
if (!process.env.BENCH_SKIP_PGLITE) results.pglite = await bench("pglite", file);
if (PG_URL) results.postgres = await bench("postgres", file);
const json = JSON.stringify(results, null, 2);
console.log(json);
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/crm-import.json"), `${json}\n`);

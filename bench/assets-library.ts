/**
 * The library hub at 100,000 assets in one workspace (issue 26: first page and any filter p95 ≤ 50 ms
 * on PGlite).
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/assets-library.ts
 *   BENCH_ASSETS=20000 …     → a smaller workspace, for a quick look
 *   BENCH_VERBOSE=1 …        → also prints each statement's plan (EXPLAIN ANALYZE)
 *
 * The workspace is generated in SQL (generate_series, 50,000 rows a statement, a version each): the
 * sixteen kinds (copy kinds most), statuses as a working team has them (45 % approved, 35 % draft,
 * 10 % in review, 10 % archived), 0–3 of 60 tags, 12 authors, 3 brand kits, 40 plans, changes over
 * two years, and a dozen words of copy from a 400-word vocabulary. A neighbour workspace of 20,000
 * shares the tables. Then ANALYZE.
 *
 * Measured through the services `assets.items` calls (`listAssets`, `countAssets`, `recentAssets`),
 * 30 runs after 5 warm-ups each, p50 and p95 in ms: the first page; each filter alone (kind, status,
 * tag, author, brand kit, plan, a 30-day range, text search), combined, the second page; the counts
 * for the whole workspace and under filters; recent. Target p95 ≤ 50 ms. Beside the wall-clock times, the
 * process's CPU time per call (PGlite runs in-process): on a machine shared with other work it is the
 * figure the load doesn't inflate.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { countAssetsInput, listAssetsInput, type ListAssetsInput } from "../src/modules/assets/contracts/items.contracts";
import { countAssets, listAssets, recentAssets } from "../src/modules/assets/server/asset-queries";
import type { Tenant } from "../src/modules/identity";
import { openPglite, type Db } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { addMember, makeWorkspace } from "../tests/support/factories";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const TOTAL = Number(process.env.BENCH_ASSETS ?? 100_000);
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const RUNS = 30;
const WARMUPS = 5;
const TARGET_MS = 50;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((xs.length * p) / 100) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

const handle = openPglite();
await migrateDb(handle, path.join(root, "drizzle"));
const db = handle.db;
const client = (db as unknown as { $client: PGlite }).$client;

// Every statement the services send, kept while `capturing` so verbose mode can EXPLAIN it.
let captured: { text: string; params: unknown[] }[] = [];
let capturing = false;
const query = client.query.bind(client);
client.query = ((text: string, params?: unknown[], options?: unknown) => {
  if (capturing) captured.push({ text, params: params ?? [] });
  return query(text, params, options as never);
}) as typeof client.query;

const words = Array.from({ length: 400 }, (_, i) => `w${i.toString(36)}`);
// A few real words at known frequencies, for the text search.
words.splice(0, 6, "trail", "running", "shoes", "summer", "sale", "waterproof");

/** A PostgreSQL array literal as one parameter (drizzle spreads a JS array into a row). */
const pgArray = (xs: readonly string[]) => `{${xs.map((x) => `"${x}"`).join(",")}}`;

async function generate(db: Db, workspaceId: string, authors: string[], kits: string[], total: number) {
  const kinds = ["google-rsa", "microsoft-rsa", "meta-ad", "linkedin-ad", "x-post", "linkedin-post", "facebook-post", "instagram-post", "sms", "email"];
  const later = ["creative", "keyword-list", "audience", "landing-page", "pop-up", "form"];
  for (let from = 1; from <= total; from += 50_000) {
    const to = Math.min(total, from + 49_999);
    await db.execute(sql`
      insert into assets_items (workspace_id, kind, title, status, brand_kit_id, plan_ref, tags, author_id, current_version, search_text, created_at, updated_at)
      select ${workspaceId}::uuid,
        case when r1 < 0.9 then (${pgArray(kinds)}::text[])[1 + floor(r2 * 10)::int] else (${pgArray(later)}::text[])[1 + floor(r2 * 6)::int] end,
        'Asset ' || i,
        case when r3 < 0.45 then 'approved' when r3 < 0.8 then 'draft' when r3 < 0.9 then 'in-review' else 'archived' end,
        case when r4 < 0.7 then (${pgArray(kits)}::uuid[])[1 + floor(r4 * 10)::int % 3] end,
        case when r5 < 0.5 then 'plan-' || floor(r5 * 80)::int end,
        (select coalesce(array_agg(distinct 'tag-' || ((i * 31 + k * 17) % 60)), '{}') from generate_series(1, floor(r6 * 4)::int) k),
        (${pgArray(authors)}::uuid[])[1 + i % ${authors.length}],
        1,
        'Asset ' || i || E'\n' || (select string_agg((${pgArray(words)}::text[])[1 + ((i * 7919 + k * 104729) % 400)], ' ') from generate_series(1, 12) k),
        t, t
      from (select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
                   now() - random() * interval '730 days' t
            from generate_series(${from}::int, ${to}::int) i) s`);
  }
  await db.execute(sql`
    insert into assets_versions (workspace_id, asset_id, version, fields, author_id, created_at)
    select workspace_id, id, 1, jsonb_build_object('text', split_part(search_text, E'\n', 2)), author_id, updated_at
    from assets_items where workspace_id = ${workspaceId}`);
}

const { workspace, owner } = await makeWorkspace(db);
const authors = [owner.id];
for (let i = 0; i < 11; i++) authors.push((await addMember(db, workspace.id, "member")).user.id);
// Three brand kits (assets link to them by foreign key); the neighbour's assets share them, the bench reads one workspace.
const kits = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
for (const [i, id] of kits.entries())
  await db.execute(
    sql`insert into assets_brand_kits (id, workspace_id, name, kit) values (${id}::uuid, ${workspace.id}::uuid, ${`Kit ${i + 1}`}, '{}'::jsonb)`,
  );
const neighbour = await makeWorkspace(db);
const started = performance.now();
await generate(db, workspace.id, authors, kits, TOTAL);
await generate(db, neighbour.workspace.id, [neighbour.owner.id], kits, Math.min(20_000, TOTAL));
await db.execute(sql`analyze`);
const generateSeconds = round1((performance.now() - started) / 1000);

const tenant: Tenant = { workspaceId: workspace.id, userId: authors[3]!, role: "member" };
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
const list = (input: ListAssetsInput) => listAssets(db, tenant, listAssetsInput.parse(input));
const counts = (input: ListAssetsInput) => countAssets(db, tenant, countAssetsInput.parse(input));
const secondPage = (await list({})).nextCursor!;

const cases: [string, () => Promise<unknown>][] = [
  // The floor: a bare round trip on the same database, same run (the machine's load shows here too).
  ["floor: select 1", () => db.execute(sql`select 1`)],
  ["list: first page", () => list({})],
  ["list: kind (Google RSA)", () => list({ kinds: ["google-rsa"] })],
  ["list: kind (forms, rare)", () => list({ kinds: ["form"] })],
  ["list: status (in review)", () => list({ statuses: ["in-review"] })],
  ["list: status (archived)", () => list({ statuses: ["archived"] })],
  ["list: tag", () => list({ tag: "tag-7" })],
  ["list: author", () => list({ authorId: authors[5] })],
  ["list: brand kit", () => list({ brandKitId: kits[1] })],
  ["list: plan", () => list({ planRef: "plan-12" })],
  ["list: updated in the last 30 days", () => list({ updatedFrom: monthAgo })],
  ["list: text search (word)", () => list({ search: "trail" })],
  ["list: text search (two prefixes)", () => list({ search: "summer sal" })],
  ["list: text search (no match)", () => list({ search: "zzzz" })],
  ["list: combined (kind + status + tag + search)", () => list({ kinds: ["google-rsa", "meta-ad"], statuses: ["approved"], tag: "tag-7", search: "shoes" })],
  ["list: combined (author + kit + 30 days)", () => list({ authorId: authors[2], brandKitId: kits[0], updatedFrom: monthAgo })],
  ["list: second page", () => list({ cursor: secondPage })],
  ["counts: whole workspace", () => counts({})],
  ["counts: tag", () => counts({ tag: "tag-7" })],
  ["counts: text search", () => counts({ search: "trail" })],
  ["counts: combined", () => counts({ kinds: ["google-rsa"], statuses: ["approved"], authorId: authors[5], search: "shoes" })],
  ["recent (mine)", () => recentAssets(db, tenant)],
];

const results: { case: string; p50: number; p95: number; cpuP50: number; cpuP95: number; ok: boolean }[] = [];
for (const [label, fn] of cases) {
  for (let i = 0; i < WARMUPS; i++) await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - t);
  }
  const p95 = round1(pct(times, 95));
  // PGlite runs in this process: its CPU time per call is the work itself, which waiting for a core on a loaded machine doesn't inflate.
  const cpuP50 = round1(pct(cpu, 50));
  const cpuP95 = round1(pct(cpu, 95));
  results.push({ case: label, p50: round1(pct(times, 50)), p95, cpuP50, cpuP95, ok: p95 <= TARGET_MS });
  console.log(
    `${label.padEnd(48)} p50 ${String(round1(pct(times, 50))).padStart(6)} ms   p95 ${String(p95).padStart(6)} ms   CPU p50 ${String(cpuP50).padStart(5)} ms   p95 ${String(cpuP95).padStart(5)} ms${p95 <= TARGET_MS ? "" : "   OVER"}`,
  );
  if (VERBOSE) {
    captured = [];
    capturing = true;
    await fn();
    capturing = false;
    for (const statement of captured) {
      const plan = await query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${statement.text}`, statement.params);
      console.log(plan.rows.map((r) => `    ${r["QUERY PLAN"]}`).join("\n"));
    }
  }
}

const out = JSON.stringify({ assets: TOTAL, neighbour: Math.min(20_000, TOTAL), runs: RUNS, generateSeconds, targetP95Ms: TARGET_MS, results }, null, 2);
console.log(out);
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", `assets-library-${Date.now()}.json`), out);
await handle.close();

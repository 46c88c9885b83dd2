/**
 * Segment counts and the contacts table's first page over 1,000,000 contacts.
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/crm-segments.ts
 *   BENCH_DATABASE_URL=postgres://… (same command)      → on that PostgreSQL instead of in-memory PGlite
 *   node scripts/with-postgres.mjs bash -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx --conditions=react-server --tsconfig tsconfig.json bench/crm-segments.ts'
 *   BENCH_CONTACTS=200000 …                            → a smaller workspace, for a quick look
 *
 * The workspace is generated in SQL (generate_series, 100,000 rows a statement): lifecycle stages
 * as a HubSpot portal has them (30 % subscribers, 25 % leads, 15 % customers…), 0–4 tags each (vip
 * 10 %), lead scores skewed low, email/SMS consent, a plan and a seat count in custom fields, creation
 * dates over three years, and ~300,000 activities. A second workspace of 50,000 contacts shares the
 * tables. Then ANALYZE, as the import job does after a large import.
 *
 * Measured, each over 40 runs after 5 warm-up runs, p50 and p95 in ms:
 *   (a) `countRules` (crm.lists.count's service: loads the rule context, checks and compiles, counts) for
 *       lifecycle stage = lead AND has tag "vip" AND lead score > 50. Target p95 ≤ 600 ms on PGlite,
 *       ≤ 250 ms on PostgreSQL.
 *   (b) the contacts table's first page through its own service (crm.contacts.list's `listContacts`):
 *       lifecycle stage = customer (compiled by the same compiler), newest first, 50 rows; and (b') the
 *       same page as a bare compiled query. Target p95 ≤ 50 ms.
 * Compared with `select count(*)` of the whole workspace in the same run (the floor a count can't
 * beat without a stored counter), and a one-rule count (lead score > 50).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, desc, sql } from "drizzle-orm";
import { contacts } from "../src/modules/crm/db/contacts.table";
import type { SegmentRules } from "../src/modules/crm/contracts/segments.contracts";
import { contactScope } from "../src/modules/crm/segments/compile";
import { compileRulesFor } from "../src/modules/crm/segments/context";
import { listContacts } from "../src/modules/crm/server/contacts.queries";
import { countMatching, countRules } from "../src/modules/crm/server/lists.queries";
import { openPglite, openPostgres, type DbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { makeWorkspace } from "../tests/support/factories";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const TOTAL = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const RUNS = 40;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((xs.length * p) / 100) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function open(): Promise<DbHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url ? openPostgres(url, 4) : openPglite();
  await migrateDb(handle, path.join(root, "drizzle"));
  return handle;
}

async function measure(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { label, runs: RUNS, p50Ms: round1(pct(times, 50)), p95Ms: round1(pct(times, 95)), maxMs: round1(Math.max(...times)) };
}

/** `count` contacts for a workspace, `offset` making emails unique across chunks. */
async function generate(db: DbHandle["db"], workspaceId: string, count: number) {
  const chunk = 100_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await db.execute(sql`
      insert into crm_contacts (workspace_id, email, first_name, last_name, company_name, job_title, lifecycle_stage, lead_status, source,
        first_touch, tags, custom, lead_score, email_consent, sms_consent, created_at, updated_at, last_activity_at)
      select ${workspaceId}, 'person' || i || '@example.com',
        (array['Ada','Grace','Alan','Edsger','Barbara','Linus','Margaret','Dennis','Ken','Frances'])[1 + i % 10],
        (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Torvalds','Hamilton','Ritchie','Thompson','Allen'])[1 + (i / 10) % 10],
        'Company ' || (i % 5000), (array['Engineer','Marketing manager','CEO','Designer', null])[1 + i % 5],
        case when r1 < 0.30 then 'subscriber' when r1 < 0.55 then 'lead' when r1 < 0.65 then 'mql' when r1 < 0.73 then 'sql'
             when r1 < 0.78 then 'opportunity' when r1 < 0.93 then 'customer' when r1 < 0.95 then 'evangelist' else 'other' end,
        (array['new','open','in_progress','connected', null])[1 + floor(r2 * 5)::int],
        (array['form','import','api','manual'])[1 + floor(r3 * 4)::int],
        jsonb_build_object('source', (array['google','facebook','linkedin','newsletter','direct'])[1 + floor(r3 * 5)::int], 'medium', 'cpc'),
        array_remove(array[case when r4 < 0.10 then 'vip' end, case when r5 < 0.40 then 'newsletter' end,
                           case when r6 < 0.15 then 'webinar' end, case when r7 < 0.05 then 'partner' end], null),
        jsonb_build_object('plan', (array['free','pro','enterprise'])[1 + floor(r8 * 3)::int], 'seats', floor(r9 * 50)::int),
        floor(power(r2, 1.3) * 100)::int,
        (case when r6 < 0.6 then 'subscribed' when r6 < 0.7 then 'unsubscribed' else 'unknown' end)::crm_consent_status,
        (case when r7 < 0.2 then 'subscribed' when r7 < 0.25 then 'unsubscribed' else 'unknown' end)::crm_consent_status,
        now() - r10 * interval '1095 days', now() - r10 * interval '365 days',
        case when r9 < 0.5 then now() - r1 * interval '365 days' end
      from (select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8, random() r9, random() r10
            from generate_series(${from}::int, ${to}::int) i) s`);
  }
  await db.execute(sql`
    insert into crm_activities (workspace_id, kind, contact_id, title, occurred_at)
    select workspace_id, (array['note','call','meeting','email','form_submission']::crm_activity_kind[])[1 + floor(random() * 5)::int], id, 'Activity',
      now() - random() * interval '365 days'
    from crm_contacts where workspace_id = ${workspaceId} and random() < 0.3`);
}

const handle = await open();
const db = handle.db;
const { workspace, tenant } = await makeWorkspace(db);
const neighbour = await makeWorkspace(db);
const started = performance.now();
await generate(db, workspace.id, TOTAL);
await generate(db, neighbour.workspace.id, Math.min(50_000, TOTAL));
await db.execute(sql`analyze`);
const generateSeconds = round1((performance.now() - started) / 1000);

const threeRules: SegmentRules = {
  combinator: "and",
  groups: [
    {
      combinator: "and",
      conditions: [
        { type: "field", field: "lifecycleStage", op: "eq", value: "lead" },
        { type: "tag", op: "has", value: "vip" },
        { type: "field", field: "leadScore", op: "gt", value: 50 },
      ],
    },
  ],
};
const oneRule: SegmentRules = { combinator: "and", groups: [{ combinator: "and", conditions: [{ type: "field", field: "leadScore", op: "gt", value: 50 }] }] };
const customers: SegmentRules = {
  combinator: "and",
  groups: [{ combinator: "and", conditions: [{ type: "field", field: "lifecycleStage", op: "eq", value: "customer" }] }],
};

const firstPage = async () => {
  const where = await compileRulesFor(db, workspace.id, customers);
  return db
    .select({
      id: contacts.id,
      email: contacts.email,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      lifecycleStage: contacts.lifecycleStage,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .where(and(contactScope(workspace.id), where))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(50);
};
/** The contacts table's own query (crm.contacts.list's service), first page of 50. */
const tableFirstPage = () => listContacts(db, tenant, { rules: customers, sort: { field: "createdAt", dir: "desc" }, limit: 50 });

const results = [
  await measure("select count(*) of the workspace (floor)", () => db.$count(contacts, sql`${contacts.workspaceId} = ${workspace.id}`)),
  await measure("(a) segment count (crm.lists.count), 3 rules: stage = lead AND tag vip AND lead score > 50", () =>
    countRules(db, tenant, { rules: threeRules }),
  ),
  await measure("segment count (crm.lists.count), 1 rule: lead score > 50", () => countRules(db, tenant, { rules: oneRule })),
  await measure("(b) contacts table first page (crm.contacts.list): stage = customer, newest first, 50 rows", tableFirstPage),
  await measure("(b') compiled filter + keyset order, same page", firstPage),
  await measure("contacts table first page, no filter (crm.contacts.list)", () =>
    listContacts(db, tenant, { sort: { field: "createdAt", dir: "desc" }, limit: 50 }),
  ),
];
const counts = {
  threeRules: await countMatching(db, tenant, threeRules),
  oneRule: await countMatching(db, tenant, oneRule),
  workspace: await db.$count(contacts, sql`${contacts.workspaceId} = ${workspace.id}`),
};
const plans = process.env.BENCH_EXPLAIN
  ? {
      threeRules: (
        await db.execute(
          sql`explain analyze select count(*) from ${contacts} where ${contactScope(workspace.id)} and ${await compileRulesFor(db, workspace.id, threeRules)}`,
        )
      ).rows.map((r) => Object.values(r as object)[0]),
      firstPage: (
        await db.execute(
          sql`explain analyze select id from ${contacts} where ${contactScope(workspace.id)} and ${await compileRulesFor(db, workspace.id, customers)} order by created_at desc, id desc limit 50`,
        )
      ).rows.map((r) => Object.values(r as object)[0]),
    }
  : undefined;

const out = JSON.stringify(
  {
    database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite (in memory)",
    node: process.version,
    contacts: TOTAL,
    generateSeconds,
    counts,
    results,
    plans,
  },
  null,
  2,
);
console.log(out);
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", `crm-segments-${Date.now()}.json`), out);
await handle.close();

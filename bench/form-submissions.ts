/**
 * Site form submissions through the real route handler (POST /api/public/forms/<id>/submissions,
 * `handleSubmission`) over HTTP on 127.0.0.1, on PGlite on its own thread (as the server runs it):
 * an open-loop load at BENCH_RATE (200) submissions/s for BENCH_SECONDS (60), 1 in 50 a repeat of an
 * earlier submission key (a double click), while a worker in the same process carries them into the
 * CRM as the queue's job does (`processPending`: the waiting rows oldest first, each in its own transaction). Then the worker
 * drains what's left and every accepted submission is checked: processed, its contact in the CRM,
 * its consent recorded once. Figures as JSON, kept in bench/results/form-submissions.json.
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/form-submissions.ts
 *
 * Beside it, a `/probe` request with no database work at BENCH_PROBE_RATE (20)/s on the same server: the floor.
 *
 * Goal: 200 submissions/s sustained for 60 s with p99 ≤ 100 ms; every submission in the CRM after the drain.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const { consentEvents, contacts } = await import("../src/modules/crm");
const { websiteFormSubmissions } = await import("../src/modules/website/db/forms.table");
const { createForm, updateForm } = await import("../src/modules/website/server/forms.service");
const { handleSubmission } = await import("../src/modules/website/server/form-public-http");
const { processPending } = await import("../src/modules/website/server/form-process.service");
const { signRenderTime } = await import("../src/modules/website/server/form-tokens");
const { flushEvents } = await import("../src/modules/analytics");
const { openPgliteThread } = await import("../src/server/db/client");
const { migrateDb } = await import("../src/server/db/migrate");
const { getBoss } = await import("../src/server/jobs/boss");
const { makeWorkspace } = await import("../tests/support/factories");
const { serveHandler } = await import("../tests/support/web-server");

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const handle = openPgliteThread();
await migrateDb(handle, path.join(root, "drizzle"));
(globalThis as { __amtDb?: typeof handle }).__amtDb = handle;
const boss = await getBoss(handle, { work: false });
const db = handle.db;

const ws = await makeWorkspace(db);
const tenant = ws.tenant;
const created = await createForm(db, tenant, { name: "Bench newsletter" });
const form = await updateForm(db, tenant, {
  id: created.id,
  name: created.name,
  status: "published",
  definition: created.definition,
  expectedUpdatedAt: created.updatedAt,
});
// The same server also answers `/probe` with no database work: its latency, sampled through the same
// run at PROBE_RATE/s, is the floor this process (client, server and worker on one event loop) gives.
const server = await serveHandler(async (req) => (new URL(req.url).pathname === "/probe" ? new Response("ok") : handleSubmission(req, form.id)));
const url = `${server.origin}/api/public/forms/${form.id}/submissions`;
const PROBE_RATE = Number(process.env.BENCH_PROBE_RATE ?? 20);
const probeLatencies: number[] = [];
async function probe() {
  const started = performance.now();
  try {
    await (await fetch(`${server.origin}/probe`)).text();
  } catch {
    failures += 1;
  }
  probeLatencies.push(performance.now() - started);
}

type Sent = { key: string; email: string };
const sent: Sent[] = [];
const latencies: number[] = [];
const statuses = new Map<number, number>();
const acceptedIds = new Set<string>();
let failures = 0;

async function submit(s: Sent) {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        _ts: signRenderTime(form.id, Date.now() - 5_000),
        _submission: s.key,
        email: s.email,
        first_name: "Bench",
        consent: "on",
        utm_source: "bench",
      }),
    });
    const body = (await res.json()) as { submissionId?: string };
    if (res.ok && body.submissionId) acceptedIds.add(body.submissionId);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  } catch {
    failures += 1;
  }
  latencies.push(performance.now() - started);
}

// The worker: carries pending submissions into the CRM while the load runs, as the queue's job does.
// BENCH_WORKER=0: nobody carries them during the load (the route's own cost), all in the drain after.
let loading = process.env.BENCH_WORKER !== "0";
let processedDuringLoad = 0;
const worker = (async () => {
  while (loading) {
    const n = (await processPending(db, 200)).done;
    processedDuringLoad += n;
    if (n === 0) await sleep(50);
  }
})();

// Open loop: each submission leaves at its planned time, whatever the previous ones are doing.
const total = SECONDS * RATE;
const inFlight: Promise<void>[] = [];
const t0 = performance.now();
for (let i = 0; i < total; i++) {
  const due = t0 + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 1) await sleep(wait);
  const repeat = i % 50 === 49 && sent.length > 0;
  const s = repeat ? sent[sent.length - 10]! : { key: randomUUID(), email: `bench-${i}@example.test` };
  if (!repeat) sent.push(s);
  inFlight.push(submit(s));
  if (PROBE_RATE > 0 && i % Math.max(1, Math.round(RATE / PROBE_RATE)) === 0) inFlight.push(probe());
}
await Promise.all(inFlight);
const loadSeconds = (performance.now() - t0) / 1000;
loading = false;
await worker;

const drainStart = performance.now();
let drained = 0;
drained = (await processPending(db, 1000)).done;
const drainSeconds = (performance.now() - drainStart) / 1000;
await flushEvents();

const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
const ws0 = tenant.workspaceId;
const stored = await count(
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteFormSubmissions)
    .where(eq(websiteFormSubmissions.formId, form.id)),
);
const processed = await count(
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteFormSubmissions)
    .where(and(eq(websiteFormSubmissions.formId, form.id), eq(websiteFormSubmissions.status, "processed"))),
);
const crmContacts = await count(
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.workspaceId, ws0)),
);
const consents = await count(
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(consentEvents)
    .where(eq(consentEvents.workspaceId, ws0)),
);
const missing = await count(
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteFormSubmissions)
    .where(
      and(
        eq(websiteFormSubmissions.formId, form.id),
        sql`not exists (select 1 from crm_contacts c where c.id = ${websiteFormSubmissions.contactId} and c.email = ${websiteFormSubmissions.answers}->>'email')`,
      ),
    ),
);

const figures = {
  rate: RATE,
  seconds: SECONDS,
  sent: total,
  distinctSubmissions: sent.length,
  loadSeconds: round(loadSeconds),
  achievedPerSecond: round(total / loadSeconds),
  statuses: Object.fromEntries(statuses),
  failures,
  latency: { p50Ms: round(pct(latencies, 50)), p95Ms: round(pct(latencies, 95)), p99Ms: round(pct(latencies, 99)), maxMs: round(Math.max(...latencies)) },
  floorSameRun: {
    what: "GET /probe on the same server in the same run (no database work)",
    requests: probeLatencies.length,
    p50Ms: round(pct(probeLatencies, 50)),
    p95Ms: round(pct(probeLatencies, 95)),
    p99Ms: round(pct(probeLatencies, 99)),
  },
  processedDuringLoad,
  drainedAfter: drained,
  drainSeconds: round(drainSeconds),
  check: {
    accepted: acceptedIds.size,
    stored,
    processed,
    crmContacts,
    consents,
    submissionsWithoutTheirContact: missing,
    allInCrm: stored === acceptedIds.size && processed === stored && crmContacts === stored && consents === stored && missing === 0,
  },
  workerDuringLoad: process.env.BENCH_WORKER !== "0",
  goal: "p99 ≤ 100 ms at 200/s for 60 s; every submission in the CRM after the drain",
};
console.log(JSON.stringify(figures, null, 2));
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", "form-submissions.json"), JSON.stringify(figures, null, 2));

await server.close();
await boss.stop({ graceful: false, close: false, wait: true });
await handle.close();
process.exit(0);

/**
 * `npm run bench:billing`: what the billing module adds to requests, in process, on the database the
 * tests use (in-memory PGlite; BENCH_DATABASE_URL: that PostgreSQL). Figures printed as JSON and kept in
 * bench/results/.
 *
 * 1. `assertWithinLimit(db, tenant, "contacts", 1)`: the check every consuming write will call, for a
 *    workspace with 8 members, 4 open invitations and metered counters (and the seat check, `users`). 2,000 calls after 200 warm-up;
 *    p50/p99, median of 3 rounds. Compared with a bare `select 1` round trip (the database's floor)
 *    and with `standingFor` (the one query the shell adds to every page), same run.
 * 2. Stripe webhooks: signed `customer.subscription.updated` events through `handleStripeWebhook`,
 *    each re-reading the subscription from a local Stripe on 127.0.0.1 (HTTP) and applying it in a
 *    transaction. 300 events; events/s and p50/p99, median of 3 rounds.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { assertWithinLimit, handleStripeWebhook, recordUsage, setPlanManually, standingFor } from "../src/modules/billing";
import { signStripePayload } from "../src/modules/billing/stripe/signature";
import { invitations } from "../src/modules/identity";
import { openPglite, openPostgres, type DbHandle } from "../src/server/db/client";
import { migrateDb } from "../src/server/db/migrate";
import { addMember, makeWorkspace } from "../tests/support/factories";
import { startLocalStripe } from "../tests/support/stripe";

const root = path.resolve(import.meta.dirname, "..");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function timeCalls(n: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: pct(times, 50), p99: pct(times, 99), perSecond: n / ((performance.now() - started) / 1000) };
}

async function rounds(label: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const runs = [];
  for (let r = 0; r < 3; r++) runs.push(await timeCalls(n, fn));
  return {
    label,
    calls: n,
    p50Ms: round2(median(runs.map((x) => x.p50))),
    p99Ms: round2(median(runs.map((x) => x.p99))),
    perSecond: Math.round(median(runs.map((x) => x.perSecond))),
  };
}

async function open(): Promise<DbHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url ? openPostgres(url, 4) : openPglite();
  await migrateDb(handle, path.join(root, "drizzle"));
  return handle;
}

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";
const handle = await open();
const db = handle.db;

const { workspace, tenant } = await makeWorkspace(db);
await setPlanManually(db, workspace.id, "premium");
for (let i = 0; i < 7; i++) await addMember(db, workspace.id, i % 2 ? "member" : "viewer");
for (let i = 0; i < 4; i++) {
  await db.insert(invitations).values({
    workspaceId: workspace.id,
    email: `bench-${i}@example.test`,
    role: "member",
    invitedBy: tenant.userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}
await recordUsage(db, tenant, "contacts", 1200);
await recordUsage(db, tenant, "emails", 5000);

const checks = [
  await rounds("select 1 (floor)", 2000, () => db.execute(sql`select 1`)),
  await rounds("standingFor (shell banner)", 2000, () => standingFor(db, workspace.id)),
  await rounds("assertWithinLimit contacts +1", 2000, () => assertWithinLimit(db, tenant, "contacts", 1)),
  await rounds("assertWithinLimit users +1 (counts seats)", 2000, () => assertWithinLimit(db, tenant, "users", 1)),
];

// Webhooks: a paid subscription, then signed update events for it.
const local = await startLocalStripe(db);
const paid = await makeWorkspace(db);
const { caller } = await import("../tests/support/caller").then((m) => ({
  caller: m.callerFor(db, { userId: paid.owner.id, workspaceId: paid.workspace.id }),
}));
const { url } = await caller.billing.checkout({ plan: "standard", interval: "month" });
const subscriptionId = await local.stripe.completeCheckout(url.split("/checkout/")[1]!);
const secret = "whsec_local_0123456789";
const webhook = await rounds("handleStripeWebhook (re-read + apply)", 300, () => {
  const payload = JSON.stringify(local.stripe.buildEvent("customer.subscription.updated", local.stripe.subscriptions.get(subscriptionId)!));
  return handleStripeWebhook(db, payload, signStripePayload(payload, secret));
});
await local.close();

const out = JSON.stringify({ database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite (in memory)", node: process.version, checks, webhook }, null, 2);
console.log(out);
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", `billing-${Date.now()}.json`), out);
await handle.close();

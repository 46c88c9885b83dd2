/**
 * A personalised, DKIM-signed campaign to 100,000 recipients, delivered by the send engine to a local
 * SMTP sink (its own process, counting Message-IDs).
 *
 *   node scripts/with-postgres.mjs bash -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx --conditions=react-server --tsconfig tsconfig.json bench/messaging-send.ts'
 *   (without BENCH_DATABASE_URL it runs on in-memory PGlite)
 *   BENCH_RECIPIENTS=20000 BENCH_RUNS=1 …   → a quicker look
 *
 * Each run: `sendCampaign` (the audience → outbox INSERT … SELECT, filters, billing meter), then the
 * delivery job's `deliverSend` until the send completes: claims, per-recipient rendering, DKIM
 * (RSA-2048), the SMTP pool, outcomes and timeline entries written in batches. Measured: the
 * materialising time, messages/s over the whole delivery and sustained (the median second at the
 * sink), and this process's RSS growth (peak above the level before the run). Median of BENCH_RUNS
 * (default 3) runs, each a new send to the same list. Compared in the same run with a bare nodemailer
 * pool loop sending one pre-rendered message 100,000 times to the same sink (the transport's ceiling).
 * Targets: ≥ 1,000 messages/s sustained, ≤ 200 MB RSS growth.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const { getBoss } = await import("../src/server/jobs/boss");
const { sendCampaign } = await import("../src/modules/messaging/server/sends.service");
const { deliverSend } = await import("../src/modules/messaging/engine/deliver");
const { composeEmail, prepareEmail } = await import("../src/modules/messaging/render/compose");
const { POOL_CONNECTIONS: POOL_MAX_CONNECTIONS } = await import("../src/modules/messaging/engine/email-dispatch");
const { testDkimKeys } = await import("../tests/support/messaging");
const { benchMessage, openBenchDb, root, rssSampler, sendingWorkspace, startSink, sustained } = await import("./support/messaging-bench");

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const sink = await startSink();
const { handle, url, drop } = await openBenchDb();
const boss = await getBoss(handle, { work: false });
const setupStart = performance.now();
const ws = await sendingWorkspace(handle, sink.port, RECIPIENTS);
const setupMs = Math.round(performance.now() - setupStart);

const runs = [];
const startRss = process.memoryUsage().rss;
let peakRss = startRss;
for (let run = 1; run <= RUNS; run++) {
  await sink.reset();
  global.gc?.();
  const rss = rssSampler();
  const t0 = performance.now();
  const { sendId } = await sendCampaign(handle.db, ws.tenant, { ...benchMessage, name: `Bench run ${run}`, listId: ws.listId, domainId: ws.domain.id });
  const t1 = performance.now();
  let report;
  do report = await deliverSend(handle.db, { workspaceId: ws.workspace.id, sendId });
  while (report.status === "more");
  const t2 = performance.now();
  const memory = rss.stop();
  peakRss = Math.max(peakRss, (memory.baseMb + memory.growthMb) * 2 ** 20);
  const stats = await sink.stats();
  runs.push({
    run,
    status: report.status,
    materialiseMs: Math.round(t1 - t0),
    deliverMs: Math.round(t2 - t1),
    received: stats.received,
    uniqueMessageIds: stats.unique,
    messagesPerSecond: Math.round(stats.received / ((t2 - t1) / 1000)),
    sustainedPerSecond: sustained(stats.perSecond),
    rssBaseMb: memory.baseMb,
    rssGrowthMb: memory.growthMb,
  });
  console.error(JSON.stringify(runs.at(-1)));
}

// The baseline: nodemailer's own pool, as many connections, one pre-rendered DKIM-signed message sent RECIPIENTS times.
async function baseline() {
  await sink.reset();
  const prepared = prepareEmail({
    ...benchMessage,
    fromAddress: "news@mail.bench.test",
    marketing: true,
    trackOpens: true,
    trackClicks: true,
    siteUrl: "https://app.bench.test",
    postalAddress: "1 Bench Street",
    bounceAddress: "bounce@bounces.mail.bench.test",
    dkim: { domain: "mail.bench.test", selector: "amt1", privateKeyPem: (await testDkimKeys()).privateKeyPem },
  });
  const { raw } = composeEmail(prepared, {
    outboxId: 1,
    messageId: "baseline@mail.bench.test",
    address: "r1@d1.bench.test",
    vars: { contact: { first_name: "Ada" }, workspace: { name: "Bench" } },
  });
  const transport = nodemailer.createTransport({
    pool: true,
    host: "127.0.0.1",
    port: sink.port,
    secure: false,
    maxConnections: POOL_MAX_CONNECTIONS,
    maxMessages: Infinity,
  });
  const b0 = performance.now();
  const inFlight = new Set<Promise<unknown>>();
  for (let i = 0; i < RECIPIENTS; i++) {
    while (inFlight.size >= POOL_MAX_CONNECTIONS * 4) await Promise.race(inFlight);
    const p = transport
      .sendMail({ envelope: { from: "bounce@bounces.mail.bench.test", to: [`r${i}@d${i % 50}.bench.test`] }, raw })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  const ms = performance.now() - b0;
  transport.close();
  const stats = await sink.stats();
  return {
    label: "bare nodemailer pool, one pre-rendered message",
    received: stats.received,
    messagesPerSecond: Math.round(stats.received / (ms / 1000)),
    sustainedPerSecond: sustained(stats.perSecond),
  };
}
const baselineResult = process.env.BENCH_BASELINE === "0" ? null : await baseline();

const best = median(runs.map((r) => r.sustainedPerSecond));
const result = {
  benchmark: "messaging-send",
  database: url ? "postgres" : "pglite",
  node: process.version,
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model,
  loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
  recipients: RECIPIENTS,
  setupMs,
  poolConnections: POOL_MAX_CONNECTIONS,
  runs,
  median: {
    materialiseMs: median(runs.map((r) => r.materialiseMs)),
    deliverMs: median(runs.map((r) => r.deliverMs)),
    messagesPerSecond: median(runs.map((r) => r.messagesPerSecond)),
    sustainedPerSecond: best,
    rssGrowthMb: median(runs.map((r) => r.rssGrowthMb)),
  },
  /** Peak RSS of all runs above the RSS before the first (the pools, caches and prepared messages included). */
  rssGrowthOverAllRunsMb: Math.round((peakRss - startRss) / 2 ** 20),
  baseline: baselineResult,
  targets: { sustainedPerSecond: 1_000, rssGrowthMb: 200 },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, `bench/results/messaging-send-${result.database}-${RECIPIENTS}.json`), JSON.stringify(result, null, 2));
await boss.stop({ graceful: false });
sink.stop();
await drop();
process.exit(0);

/**
 * Crash safety of the send engine: a 20,000-recipient campaign delivered by a worker process that is
 * SIGKILLed 20 times at random moments and restarted each time; the SMTP sink (its own process)
 * counts deliveries per Message-ID and the Message-IDs each recipient got.
 *
 *   node scripts/with-postgres.mjs bash -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx --conditions=react-server --tsconfig tsconfig.json bench/messaging-crash.ts'
 *   BENCH_RECIPIENTS, BENCH_KILLS (20), BENCH_RATE (messages/s, 600: the send must outlast the kills), BENCH_LEASE_MS (2000)
 *
 * Checked: every recipient received the message, nobody received two different Message-IDs, and
 * every outbox row ends `sent`. Reported: raw deliveries against unique Message-IDs. A duplicate can
 * only come from the window between the sink accepting a message and its row being marked sent
 * (outcomes are written every 25 ms): the same message again, with the same Message-ID, which
 * receivers drop. PostgreSQL only (two processes share the database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";
if (!process.env.BENCH_DATABASE_URL) {
  console.error("bench/messaging-crash.ts needs BENCH_DATABASE_URL (PostgreSQL): the worker runs in its own process.");
  process.exit(1);
}

const { getBoss } = await import("../src/server/jobs/boss");
const { sendCampaign } = await import("../src/modules/messaging/server/sends.service");
const { messagingSettings } = await import("../src/modules/messaging/db/settings.table");
const { benchMessage, openBenchDb, root, sendingWorkspace, startSink } = await import("./support/messaging-bench");

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 20_000);
const KILLS = Number(process.env.BENCH_KILLS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 600);
const LEASE_MS = Number(process.env.BENCH_LEASE_MS ?? 2_000);

const sink = await startSink();
const { handle, url, drop } = await openBenchDb();
const boss = await getBoss(handle, { work: false });
const ws = await sendingWorkspace(handle, sink.port, RECIPIENTS);
await handle.db.update(messagingSettings).set({ ratePerSecond: RATE }).where(eq(messagingSettings.workspaceId, ws.workspace.id));
const { sendId } = await sendCampaign(handle.db, ws.tenant, { ...benchMessage, name: "Crash test", listId: ws.listId, domainId: ws.domain.id });

function startWorker(): { child: ChildProcess; up: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(root, "bench/support/messaging-worker.ts")], {
    cwd: root,
    env: { ...process.env, BENCH_WORKER_DB: url!, BENCH_WORKSPACE: ws.workspace.id, BENCH_SEND: sendId, BENCH_LEASE_MS: String(LEASE_MS) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const up = new Promise<void>((resolve) => child.on("message", (m: { type?: string }) => m.type === "up" && resolve()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, up, exited };
}

const progress = async () =>
  Number(
    (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from messaging_outbox where send_id = ${sendId} and state = 'sent'`)).rows[0]!.n,
  );

const t0 = performance.now();
const kills: Array<{ at: number; afterMs: number; sentAtKill: number; receivedAtKill: number }> = [];
for (let k = 0; k < KILLS; k++) {
  const worker = startWorker();
  await Promise.race([worker.up, worker.exited]);
  // A random moment in the worker's life: while it claims, sends, or writes outcomes.
  const afterMs = Math.round(200 + Math.random() * 1_800);
  const ended = await Promise.race([new Promise<false>((r) => setTimeout(() => r(false), afterMs)), worker.exited.then(() => true)]);
  if (ended) break;
  const at = Date.now();
  worker.child.kill("SIGKILL");
  await worker.exited;
  kills.push({ at, afterMs, sentAtKill: await progress(), receivedAtKill: (await sink.stats()).received });
}
const last = startWorker();
const code = await last.exited;
const totalMs = Math.round(performance.now() - t0);

const detail = await sink.detail();
const rows = await handle.db.execute<{ message_id: string; address: string; state: string }>(
  sql`select message_id, address, state from messaging_outbox where send_id = ${sendId}`,
);
const received = new Map(detail.ids);
const byRecipient = new Map(detail.recipients);
const missing = rows.rows.filter((r) => !received.has(r.message_id)).length;
const twoIds = [...byRecipient.values()].filter((ids) => ids.length > 1).length;
const notSent = rows.rows.filter((r) => r.state !== "sent").length;
const duplicates = detail.received - detail.unique;
// Each repeat's first copy, measured back from the next kill: an in-flight window is a few tens of ms.
const beforeKill = detail.repeats.map(([, first]) => {
  const next = kills.find((k) => k.at >= first);
  return next ? next.at - first : Infinity;
});
const sortedBeforeKill = beforeKill.filter(Number.isFinite).sort((a, b) => a - b);
const result = {
  benchmark: "messaging-crash",
  database: "postgres",
  node: process.version,
  cpus: availableParallelism(),
  loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
  recipients: RECIPIENTS,
  ratePerSecond: RATE,
  leaseMs: LEASE_MS,
  kills: kills.length,
  lastWorkerExit: code,
  totalMs,
  rawDeliveries: detail.received,
  uniqueMessageIds: detail.unique,
  duplicates,
  duplicatesPerKill: kills.length ? Math.round((duplicates / kills.length) * 10) / 10 : 0,
  maxDeliveriesOfOneMessageId: Math.max(...received.values()),
  /** How long before the kill that followed it each duplicated message was first received (ms). */
  duplicateFirstCopyBeforeKillMs: sortedBeforeKill.length
    ? {
        p50: sortedBeforeKill[Math.floor(sortedBeforeKill.length / 2)],
        p95: sortedBeforeKill[Math.floor(sortedBeforeKill.length * 0.95)],
        max: sortedBeforeKill.at(-1),
        notBeforeAKill: beforeKill.length - sortedBeforeKill.length,
      }
    : null,
  recipientsMissing: missing,
  recipientsWithTwoMessageIds: twoIds,
  rowsNotSent: notSent,
  everyRecipientOnceByMessageId: missing === 0 && twoIds === 0 && detail.unique === RECIPIENTS,
  killMoments: kills.map(({ at: _at, ...k }) => k),
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, `bench/results/messaging-crash-${RECIPIENTS}.json`), JSON.stringify(result, null, 2));
await boss.stop({ graceful: false });
sink.stop();
await drop();
process.exit(result.everyRecipientOnceByMessageId ? 0 : 1);

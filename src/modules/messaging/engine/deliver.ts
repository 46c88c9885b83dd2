import "server-only";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { recordSendStats } from "../server/warehouse.service";
import { unverifiedMessage } from "../server/send-checks";
import { claimRows, type ClaimedRow } from "./claim";
import { emailDispatcher, smtpConfigFor } from "./email-dispatch";
import { DomainWindows, TokenBucket } from "./limits";
import { Recorder } from "./recorder";
import { completeIfDone, failSend, loadAttachments, loadSendContext, sendStatus, WarmupGate, type SendContext } from "./send-state";
import { smsDispatcher } from "./sms-dispatch";

export type DeliverOptions = {
  /** How long a claim holds a row; renewed every third of it while held. */
  leaseMs?: number;
  /** Rows claimed at once. */
  batchSize?: number;
  /** Emails on the wire at once (the pool spreads them over its connections). */
  concurrency?: number;
  /** A run hands over to a fresh job after this long (queue jobs have a time limit). */
  maxRunMs?: number;
  /** Outcomes are written at least this often, and whenever this many are pending. */
  flushEveryMs?: number;
  flushAt?: number;
  /** New messages wait while this many outcomes are not yet written (a crash resends at most about these). */
  maxUnwritten?: number;
  /** The warehouse's figures of a long send are refreshed this often. */
  statsEveryMs?: number;
};

export type DeliverReport = { status: "completed" | "waiting" | "stopped" | "busy" | "more"; handedOut: number };

const defaults: Required<DeliverOptions> = {
  leaseMs: 30_000,
  batchSize: 250,
  concurrency: 48,
  maxRunMs: 10 * 60_000,
  flushEveryMs: 10,
  flushAt: 200,
  maxUnwritten: 100,
  statsEveryMs: 30_000,
};

/** Per process: the sends being delivered here (a second job for one of them returns at once), and each workspace's pace. */
const running = new Set<string>();
const buckets = new Map<string, TokenBucket & { rate: number }>();
const windows = new Map<string, DomainWindows & { limit: number }>();

function bucketOf(workspaceId: string, rate: number) {
  let bucket = buckets.get(workspaceId);
  if (!bucket || bucket.rate !== rate) buckets.set(workspaceId, (bucket = Object.assign(new TokenBucket(rate), { rate })));
  return bucket;
}

function windowsOf(workspaceId: string, perMinute: number) {
  let found = windows.get(workspaceId);
  if (!found || found.limit !== perMinute) windows.set(workspaceId, (found = Object.assign(new DomainWindows(perMinute), { limit: perMinute })));
  return found;
}

/**
 * Delivers a send: claims batches of its due rows, drops those that may no longer go (an
 * unsubscribe since), defers those over a receiving domain's minute or the domain's warm-up day,
 * and sends the rest, pipelined, writing outcomes in small batches as they come. Stops when the
 * send is paused or cancelled (checked between batches), when nothing is due, or after `maxRunMs`
 * (then it asks for another run). Completes the send when no row is left queued or sending.
 */
export async function deliverSend(db: Db, data: { workspaceId: string; sendId: string }, options: DeliverOptions = {}): Promise<DeliverReport> {
  if (running.has(data.sendId)) return { status: "busy", handedOut: 0 };
  running.add(data.sendId);
  try {
    return await run(db, data, { ...defaults, ...options });
  } finally {
    running.delete(data.sendId);
  }
}

/** Why a send's email can't go out now, or null. Workspace mail without a domain goes out as the server. */
function blockedEmail(ctx: SendContext): string | null {
  if (!ctx.domain) return ctx.send.system ? null : "Its sending domain was removed. Cancel it, or send again from another domain.";
  if (ctx.domain.status !== "verified") return unverifiedMessage(ctx.domain.domain);
  return null;
}

async function run(db: Db, data: { workspaceId: string; sendId: string }, opts: Required<DeliverOptions>): Promise<DeliverReport> {
  const ctx = await loadSendContext(db, data.workspaceId, data.sendId);
  if (!ctx || ctx.send.status !== "sending") return { status: "stopped", handedOut: 0 };
  const { send, settings } = ctx;
  const scope = { workspaceId: send.workspaceId, sendId: send.id, channel: send.channel, marketing: send.marketing, topicId: send.topicId };
  const recorder = new Recorder(
    db,
    { ...scope, sendName: send.name },
    { flushEveryMs: opts.flushEveryMs, flushAt: opts.flushAt, leaseMs: opts.leaseMs, maxUnwritten: opts.maxUnwritten },
  );
  const bucket = bucketOf(send.workspaceId, settings.ratePerSecond);
  const report = (o: Parameters<Recorder["add"]>[0]) => recorder.add(o);
  /** Before each message: room in the unwritten outcomes, then a token of the workspace's rate. */
  const pace = async (n = 1) => {
    await recorder.room();
    // Outcomes can't be written: stop handing out messages (the rows stay leased and are taken again later).
    if (recorder.error) throw recorder.error;
    await bucket.take(n);
  };

  let dispatcher: { dispatch: (rows: ClaimedRow[]) => Promise<void>; drain: () => Promise<void> };
  let warmup: WarmupGate | null = null;
  if (send.channel === "email") {
    const problem = blockedEmail(ctx);
    const config = problem ? null : smtpConfigFor(ctx.domain);
    if (problem || !config) {
      await failSend(
        db,
        send.workspaceId,
        send.id,
        problem ??
          "Email sending is off on this server: ask the person who runs it to turn it on, or give the domain its own SMTP server on Settings → Sending domains. Resume the send then.",
      );
      await recorder.close();
      return { status: "stopped", handedOut: 0 };
    }
    // Workspace mail (a handful of messages a person waits for) counts towards the warm-up but isn't held by it.
    warmup = send.system ? null : await WarmupGate.open(db, send.workspaceId, ctx.domain);
    const attachments = await loadAttachments(db, send.workspaceId, send.id);
    dispatcher = emailDispatcher(ctx, ctx.domain, config, { concurrency: opts.concurrency, take: () => pace(), report, attachments });
  } else {
    dispatcher = smsDispatcher(db, ctx, { chunk: 50, concurrency: 4, take: (n) => pace(n), report });
  }
  const perDomain = windowsOf(send.workspaceId, settings.perDomainPerMinute);

  const deadline = Date.now() + opts.maxRunMs;
  let statsAt = Date.now() + opts.statsEveryMs;
  let handedOut = 0;
  let outcome: DeliverReport["status"] = "waiting";
  try {
    for (;;) {
      if (recorder.error) throw recorder.error;
      if ((await sendStatus(db, send.workspaceId, send.id)) !== "sending") {
        outcome = "stopped";
        break;
      }
      let limit = opts.batchSize;
      if (warmup) {
        limit = Math.min(limit, warmup.left());
        if (limit <= 0) {
          await dispatcher.drain();
          await recorder.flush();
          await warmup.holdUntilTomorrow(db, send.workspaceId, send.id);
          break;
        }
      }
      const rows = await claimRows(db, scope, limit, opts.leaseMs);
      if (rows.length === 0) break;
      recorder.hold(rows.map((r) => r.id));
      const ready: ClaimedRow[] = [];
      for (const row of rows) {
        if (row.blocked) recorder.add({ kind: "blocked", id: row.id, reason: row.blocked });
        else {
          const admitted = perDomain.admit(row.receiving_domain);
          if (admitted.ok) ready.push(row);
          else recorder.add({ kind: "deferred", id: row.id, notBefore: admitted.notBefore, reason: "per-domain limit" });
        }
      }
      warmup?.took(ready.length);
      handedOut += ready.length;
      await dispatcher.dispatch(ready);
      if (Date.now() >= statsAt) {
        statsAt = Date.now() + opts.statsEveryMs;
        await recordSendStats(db, send.workspaceId, [send.id]);
        await warmup?.refresh(db, send.workspaceId);
      }
      if (Date.now() >= deadline) {
        outcome = "more";
        break;
      }
    }
  } finally {
    await dispatcher.drain();
    await recorder.close();
  }
  if (recorder.error) throw recorder.error;
  if (outcome === "stopped") return { status: "stopped", handedOut };
  if (await completeIfDone(db, send.workspaceId, send.id)) return { status: "completed", handedOut };
  // Out of time: the job queues the next run. Otherwise what is left isn't due yet (a backoff, a
  // rate window, tomorrow's warm-up) or is held by another worker: the sweep queues a run when due.
  if (outcome === "more") return { status: "more", handedOut };
  await recordSendStats(db, send.workspaceId, [send.id]);
  return { status: "waiting", handedOut };
}

/** Logs a run's end (the job's record). */
export function logDelivery(data: { workspaceId: string; sendId: string }, report: DeliverReport) {
  if (report.status !== "busy") getLogger().info({ ...data, ...report }, "messaging delivery run");
}

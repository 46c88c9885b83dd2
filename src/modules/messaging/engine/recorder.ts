import "server-only";
import type { Db } from "@/server/db/client";
import { extendLeases } from "./claim";
import { recordOutcomes, type Outcome, type RecordScope } from "./record";

export type RecorderOptions = { flushEveryMs: number; flushAt: number; leaseMs: number; maxUnwritten: number };

/**
 * Collects outcomes as messages finish and writes them soon after they happen: the time between
 * the mail server accepting a message and its row reading `sent` is the window in which a crash
 * would send it again (with the same Message-ID), so it is kept to tens of milliseconds. One write
 * runs at a time and takes everything that arrived meanwhile, so batches grow with the database's
 * latency instead of queueing up behind it. It also keeps the leases of the rows it holds (claimed,
 * no outcome yet) from running out. When the database falls behind, `room` holds new messages back
 * until at most `maxUnwritten` outcomes wait to be written, so that window stays bounded under load.
 */
export class Recorder {
  private pending: Outcome[] = [];
  private unwritten = 0;
  private readonly roomWaiters: Array<() => void> = [];
  /** Rows claimed and not yet given an outcome: their leases are renewed. */
  private readonly held = new Set<number>();
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly heartbeat: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;
  /** The first write that failed: the worker stops, the rows stay leased and are taken again later. */
  error: unknown = null;

  constructor(
    private readonly db: Db,
    private readonly scope: RecordScope,
    private readonly opts: RecorderOptions,
  ) {
    this.heartbeat = setInterval(() => this.renewLeases(), Math.max(250, Math.floor(opts.leaseMs / 3)));
    this.heartbeat.unref?.();
  }

  hold(ids: number[]) {
    for (const id of ids) this.held.add(id);
  }

  /** Resolves when fewer than `maxUnwritten` outcomes wait to be written. */
  room(): Promise<void> | void {
    if (this.unwritten < this.opts.maxUnwritten || this.error) return;
    return new Promise<void>((resolve) => this.roomWaiters.push(resolve));
  }

  private written(n: number) {
    this.unwritten -= n;
    while (this.roomWaiters.length > 0 && (this.unwritten < this.opts.maxUnwritten || this.error)) this.roomWaiters.shift()!();
  }

  add(outcome: Outcome) {
    this.unwritten++;
    // Its lease isn't renewed any more: it is written within milliseconds.
    this.held.delete(outcome.id);
    this.pending.push(outcome);
    // While a write runs, the next one picks this up as soon as it ends.
    if (!this.writing) this.schedule();
  }

  private schedule() {
    if (this.pending.length >= this.opts.flushAt) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.opts.flushEveryMs);
  }

  /** Starts writing what is pending (unless a write runs); resolves when that write run ends. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing ??= this.writeAll().finally(() => {
      this.writing = null;
      if (this.pending.length > 0) this.schedule();
    });
    return this.writing;
  }

  private async writeAll() {
    while (this.pending.length > 0) {
      const started = Date.now();
      const batch = this.pending;
      this.pending = [];
      if (!this.error) await this.withRetries(() => recordOutcomes(this.db, this.scope, batch));
      this.written(batch.length);
      // At most one write per `flushEveryMs` while little is pending: fewer, larger transactions.
      const rest = this.opts.flushEveryMs - (Date.now() - started);
      if (rest > 0 && this.pending.length > 0 && this.pending.length < this.opts.flushAt) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  /** A deadlock or a dropped connection is tried again (twice); anything else stops the worker. */
  private async withRetries(write: () => Promise<void>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= 3 || !isTransient(error)) {
          this.error ??= error;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  /**
   * Renews the leases of rows still waiting for an outcome, beside the writes (not queued behind
   * them, so a write never waits for a renewal); the renewal skips rows a write has locked.
   */
  private renewLeases() {
    if (this.renewing || this.held.size === 0 || this.error) return;
    this.renewing = this.withRetries(() => extendLeases(this.db, this.scope.workspaceId, [...this.held], this.opts.leaseMs)).finally(
      () => (this.renewing = null),
    );
  }

  async close() {
    clearInterval(this.heartbeat);
    while (this.pending.length > 0 || this.writing) await this.flush();
    await this.renewing;
  }
}

const TRANSIENT = new Set(["40P01", "40001", "57P01", "08000", "08003", "08006", "ECONNRESET"]);

/** Whether a database error (or its cause, as drizzle wraps them) is worth trying again. */
function isTransient(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && TRANSIENT.has(e.code)) return true;
  }
  return false;
}

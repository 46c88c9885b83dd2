import "server-only";
import type { Db } from "@/server/db/client";
import { extendLeases } from "./claim";
import { recordOutcomes, type Outcome, type RecordScope } from "./record";

export type RecorderOptions = { flushEveryMs: number; flushAt: number; leaseMs: number; maxUnwritten: number };

/**
 * Collects outcomes as messages finish and writes them in small batches, soon after they happen:
 * the time between the mail server accepting a message and its row reading `sent` is the window
 * in which a crash would send it again (with the same Message-ID), so it is kept to tens of
 * milliseconds. Writes run one at a time, in order. It also keeps the leases of the rows it holds
 * (claimed, not yet written) from running out while they wait or send. When the database falls
 * behind, `room` holds new messages back until at most `maxUnwritten` outcomes wait to be written,
 * so that window stays bounded under load too.
 */
export class Recorder {
  private pending: Outcome[] = [];
  private unwritten = 0;
  private readonly roomWaiters: Array<() => void> = [];
  private readonly held = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
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

  get holding() {
    return this.held.size;
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
    this.pending.push(outcome);
    if (this.pending.length >= this.opts.flushAt) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.opts.flushEveryMs);
  }

  /** Writes what is pending; resolves once every write queued so far is done. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) {
      this.chain = this.chain.then(async () => {
        if (!this.error) await this.withRetries(() => recordOutcomes(this.db, this.scope, batch));
        if (!this.error) for (const o of batch) this.held.delete(o.id);
        this.written(batch.length);
      });
    }
    return this.chain;
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

  /** Renewals go through the same queue as the writes: the two never update the same rows at once (no deadlock). */
  private renewLeases() {
    if (this.renewing || this.held.size === 0) return;
    this.renewing = this.chain = this.chain
      .then(() => (this.error ? undefined : this.withRetries(() => extendLeases(this.db, this.scope.workspaceId, [...this.held], this.opts.leaseMs))))
      .finally(() => (this.renewing = null));
  }

  async close() {
    clearInterval(this.heartbeat);
    await this.flush();
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

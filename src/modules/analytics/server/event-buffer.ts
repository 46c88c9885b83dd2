import "server-only";
import type { Db } from "@/server/db/client";
import { RateLimitedError } from "@/server/errors";
import type { EventRow } from "./event-writer";

export type EventBufferOptions = {
  /** Write as soon as this many events wait (and at most this many a statement). */
  maxBatch: number;
  /** Write at the latest this long after the first waiting event arrived. */
  maxWaitMs: number;
  /** Refuse events while this many wait (the database has been failing for a while). */
  maxBuffered: number;
  /** After a failed write, try again this long later, doubling up to 30 s. */
  retryMs: number;
  /**
   * Batches written at once (default 1). On PostgreSQL a few: each on its own connection, so the
   * server works on one while Node prepares the next (PGlite has one connection: 1).
   */
  writers?: number;
};

export const DEFAULT_BUFFER_OPTIONS: EventBufferOptions = { maxBatch: 500, maxWaitMs: 1000, maxBuffered: 100_000, retryMs: 250 };

export type BatchWriter = (db: Db, rows: EventRow[]) => Promise<{ written: number; dropped: number }>;

export type FlushStats = { batches: number; written: number; dropped: number; failures: number; lastBatchMs: number };

/**
 * Events waiting in memory to be written in batches: a write starts when `maxBatch` wait or
 * `maxWaitMs` after the first one, at most `writers` writes at a time (what arrives meanwhile waits
 * for its own timer, or goes as soon as a full batch has gathered).
 * A failed write puts its batch back in front and is tried again later with the same uuids, so it
 * lands once. `flush()` writes everything waiting now (and reports a failure).
 */
export class EventBuffer {
  private queue: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The writing loops running now (at most `writers`). */
  private readonly loops = new Set<Promise<void>>();
  /** The timer fired or flush() asked: write what waits even if fewer than maxBatch. */
  private due = false;
  private failuresInARow = 0;
  readonly stats: FlushStats = { batches: 0, written: 0, dropped: 0, failures: 0, lastBatchMs: 0 };

  constructor(
    private readonly db: () => Db,
    private readonly write: BatchWriter,
    private readonly options: EventBufferOptions = DEFAULT_BUFFER_OPTIONS,
    private readonly onError: (error: unknown, waiting: number) => void = () => undefined,
    /** Told each batch's time (the benchmark's flush latency). */
    private readonly onBatch: (ms: number, rows: number) => void = () => undefined,
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  add(rows: EventRow[]): void {
    if (this.queue.length + rows.length > this.options.maxBuffered) {
      throw new RateLimitedError("Too many events are waiting to be stored. Send them again in a few seconds.", 5);
    }
    for (const row of rows) this.queue.push(row);
    // While the database fails, only the back-off timer tries again (not every event that arrives).
    if (this.queue.length >= this.options.maxBatch && this.failuresInARow === 0) this.runInBackground();
    else this.timer ??= this.schedule(this.options.maxWaitMs);
  }

  /** Writes everything waiting, including what arrives while it does; throws when a write fails. */
  async flush(): Promise<void> {
    this.clearTimer();
    for (;;) {
      await Promise.all([...this.loops].map((loop) => loop.catch(() => undefined)));
      if (this.queue.length === 0) return;
      this.due = true;
      await this.run();
    }
  }

  private schedule(ms: number): NodeJS.Timeout {
    // unref: waiting events don't keep a script alive; its shutdown hook flushes them.
    return setTimeout(() => {
      this.timer = null;
      this.due = true;
      this.runInBackground();
    }, ms).unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private runInBackground(): void {
    this.run().catch((error: unknown) => {
      this.onError(error, this.queue.length);
      const backoff = Math.min(30_000, this.options.retryMs * 2 ** Math.min(this.failuresInARow - 1, 10));
      this.clearTimer();
      this.timer = this.schedule(backoff);
    });
  }

  private hasWork(): boolean {
    return this.queue.length >= this.options.maxBatch || (this.due && this.queue.length > 0);
  }

  /** Starts writing loops while there is work, up to `writers`; resolves when the running ones end (rejects on a failed write). */
  private run(): Promise<void> {
    const writers = Math.max(1, this.options.writers ?? 1);
    while (this.loops.size < writers && this.hasWork() && (this.loops.size === 0 || this.queue.length >= this.options.maxBatch)) {
      const loop: Promise<void> = this.loop().finally(() => {
        this.loops.delete(loop);
        if (this.loops.size === 0 && this.queue.length > 0) this.timer ??= this.schedule(this.options.maxWaitMs);
      });
      this.loops.add(loop);
    }
    return Promise.all(this.loops).then(() => undefined);
  }

  /** Takes its first batch before its first await, so run() sees what is left for another loop. */
  private async loop(): Promise<void> {
    while (this.hasWork()) {
      const everythingDue = this.queue.length <= this.options.maxBatch;
      await this.writeNext();
      // What arrived during the write waits for its own timer (or a full batch).
      if (everythingDue) this.due = false;
    }
  }

  private async writeNext(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch);
    const started = performance.now();
    try {
      const { written, dropped } = await this.write(this.db(), batch);
      this.failuresInARow = 0;
      this.stats.batches++;
      this.stats.written += written;
      this.stats.dropped += dropped;
      this.stats.lastBatchMs = performance.now() - started;
      this.onBatch(this.stats.lastBatchMs, batch.length);
    } catch (error) {
      this.queue = batch.concat(this.queue);
      this.failuresInARow++;
      this.stats.failures++;
      throw error;
    }
  }
}

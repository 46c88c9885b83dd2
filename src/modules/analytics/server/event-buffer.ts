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
};

export const DEFAULT_BUFFER_OPTIONS: EventBufferOptions = { maxBatch: 500, maxWaitMs: 1000, maxBuffered: 100_000, retryMs: 250 };

export type BatchWriter = (db: Db, rows: EventRow[]) => Promise<{ written: number; dropped: number }>;

export type FlushStats = { batches: number; written: number; dropped: number; failures: number; lastBatchMs: number };

/**
 * Events waiting in memory to be written in batches: a write starts when `maxBatch` wait or
 * `maxWaitMs` after the first one, one write at a time (what arrives meanwhile forms the next batch).
 * A failed write puts its batch back in front and is tried again later with the same uuids, so it
 * lands once. `flush()` writes everything waiting now (and reports a failure).
 */
export class EventBuffer {
  private queue: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
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
    if (this.queue.length >= this.options.maxBatch) this.drainInBackground();
    else this.timer ??= this.schedule(this.options.maxWaitMs);
  }

  /** Writes everything waiting, including what arrives while it does. */
  async flush(): Promise<void> {
    this.clearTimer();
    await this.running?.catch(() => undefined);
    await this.drain();
  }

  private schedule(ms: number): NodeJS.Timeout {
    // unref: waiting events don't keep a script alive; its shutdown hook flushes them.
    return setTimeout(() => {
      this.timer = null;
      this.drainInBackground();
    }, ms).unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private drainInBackground(): void {
    if (this.running) return;
    this.clearTimer();
    this.drain().catch((error: unknown) => {
      this.onError(error, this.queue.length);
      const backoff = Math.min(30_000, this.options.retryMs * 2 ** Math.min(this.failuresInARow - 1, 10));
      this.timer ??= this.schedule(backoff);
    });
  }

  private drain(): Promise<void> {
    // Nothing to write: no run (one started on an empty queue would end, and clear `running`, before being stored in it).
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    this.running ??= (async () => {
      try {
        while (this.queue.length > 0) await this.writeNext();
      } finally {
        this.running = null;
      }
    })();
    return this.running;
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

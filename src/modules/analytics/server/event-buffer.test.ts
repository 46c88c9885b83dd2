import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/client";
import { RateLimitedError } from "@/server/errors";
import { EventBuffer, type BatchWriter } from "./event-buffer";
import type { EventRow } from "./event-writer";

const row = (n: number): EventRow => ({
  workspaceId: "00000000-0000-4000-8000-000000000001",
  uuid: `00000000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  occurredAt: new Date(0),
  receivedAt: new Date(0),
  event: "$pageview",
  distinctId: "v",
  source: "page",
});

/** A writer that records each batch's size, failing while `failing` is set. */
function recorder() {
  const batches: number[] = [];
  const state = { failing: false };
  const write: BatchWriter = async (_db, rows) => {
    if (state.failing) throw new Error("database down");
    batches.push(rows.length);
    return { written: rows.length, dropped: 0 };
  };
  return { batches, state, write };
}

const options = { maxBatch: 10, maxWaitMs: 1000, maxBuffered: 25, retryMs: 100 };

describe("the event buffer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes once maxBatch events wait, at most maxBatch a batch, and the rest on time", async () => {
    const { batches, write } = recorder();
    const buffer = new EventBuffer(() => ({}) as Db, write, options);
    buffer.add(Array.from({ length: 9 }, (_, i) => row(i)));
    expect(batches).toEqual([]);
    buffer.add([row(9), row(10), row(11)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([10]);
    // The rest goes when the first event has waited maxWaitMs.
    expect(buffer.waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([10, 2]);
  });

  it("writes what waits maxWaitMs after the first event, not before", async () => {
    const { batches, write } = recorder();
    const buffer = new EventBuffer(() => ({}) as Db, write, options);
    buffer.add([row(1)]);
    await vi.advanceTimersByTimeAsync(999);
    buffer.add([row(2)]);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([2]);
  });

  it("keeps a failed batch in front and writes it on a later try, backing off", async () => {
    const errors: number[] = [];
    const { batches, state, write } = recorder();
    const buffer = new EventBuffer(
      () => ({}) as Db,
      write,
      options,
      (_e, waiting) => errors.push(waiting),
    );
    state.failing = true;
    buffer.add([row(1), row(2)]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([2]);
    buffer.add([row(3)]);
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toEqual([2, 3]);
    state.failing = false;
    // The second failure in a row waits twice as long.
    await vi.advanceTimersByTimeAsync(199);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([3]);
    expect(buffer.stats).toMatchObject({ written: 3, failures: 2 });
  });

  it("refuses events while too many wait, and flush() writes everything and reports a failure", async () => {
    const { batches, state, write } = recorder();
    const buffer = new EventBuffer(() => ({}) as Db, write, { ...options, maxBatch: 100 });
    buffer.add(Array.from({ length: 25 }, (_, i) => row(i)));
    expect(() => buffer.add([row(99)])).toThrow(RateLimitedError);
    state.failing = true;
    await expect(buffer.flush()).rejects.toThrow("database down");
    expect(buffer.waiting).toBe(25);
    state.failing = false;
    await buffer.flush();
    expect(batches).toEqual([25]);
    await buffer.flush();
    expect(batches).toEqual([25]);
  });

  it("writes up to `writers` batches at once when full batches wait, and one at a time by default", async () => {
    const open = { now: 0, most: 0 };
    const releases: (() => void)[] = [];
    const sizes: number[] = [];
    const write: BatchWriter = (_db, rows) => {
      open.now++;
      open.most = Math.max(open.most, open.now);
      sizes.push(rows.length);
      return new Promise((resolve) =>
        releases.push(() => {
          open.now--;
          resolve({ written: rows.length, dropped: 0 });
        }),
      );
    };
    const buffer = new EventBuffer(() => ({}) as Db, write, { ...options, maxBuffered: 100, writers: 3 });
    buffer.add(Array.from({ length: 45 }, (_, i) => row(i)));
    await vi.advanceTimersByTimeAsync(0);
    // Three full batches at once; the fourth full one waits for a free writer, the partial 5 for their time.
    expect(sizes).toEqual([10, 10, 10]);
    expect(open.now).toBe(3);
    while (releases.length > 0) {
      releases.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(sizes).toEqual([10, 10, 10, 10]);
    const flushed = buffer.flush();
    await vi.advanceTimersByTimeAsync(0);
    releases.shift()!();
    await flushed;
    expect(sizes).toEqual([10, 10, 10, 10, 5]);
    expect(open.most).toBe(3);
    expect(buffer.waiting).toBe(0);

    const single = recorder();
    const one = new EventBuffer(() => ({}) as Db, single.write, { ...options, maxBuffered: 100 });
    one.add(Array.from({ length: 30 }, (_, i) => row(i)));
    await one.flush();
    expect(single.batches).toEqual([10, 10, 10]);
  });
});

import { describe, expect, it } from "vitest";
import { RateLimitedError } from "@/server/errors";
import { createRenderQueue } from "./queue";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("the render queue", () => {
  it("runs one render at a time, in arrival order", async () => {
    const q = createRenderQueue({ concurrency: 1, perWorkspace: 5, maxWaiting: 10 });
    const order: string[] = [];
    const gate = deferred();
    const first = q.run("a", async () => (order.push("a1 start"), await gate.promise, order.push("a1 end")));
    const second = q.run("b", async () => order.push("b1"));
    const third = q.run("c", async () => order.push("c1"));
    expect(q.stats).toEqual({ running: 1, waiting: 2 });
    gate.resolve();
    await Promise.all([first, second, third]);
    expect(order).toEqual(["a1 start", "a1 end", "b1", "c1"]);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a workspace's render past its share, and a full queue, with a sentence; a failed render frees its place", async () => {
    const q = createRenderQueue({ concurrency: 1, perWorkspace: 2, maxWaiting: 2 });
    const gate = deferred();
    const running = q.run("a", () => gate.promise);
    const queued = q.run("a", async () => "done");
    await expect(q.run("a", async () => "too many")).rejects.toBeInstanceOf(RateLimitedError);
    const other = q.run("b", async () => "b");
    await expect(q.run("c", async () => "queue full")).rejects.toThrow(/Try again in a few seconds/);
    gate.resolve();
    await expect(Promise.all([running, queued, other])).resolves.toEqual([undefined, "done", "b"]);
    await expect(q.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(q.run("a", async () => "again")).resolves.toBe("again");
  });
});

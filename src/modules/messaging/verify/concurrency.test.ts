import { describe, expect, it } from "vitest";
import { keyedLimiter, mapLimit } from "./concurrency";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("bounded concurrency", () => {
  it("maps with at most `limit` calls in flight, keeping the order", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 4, 3, 2, 1, 0], 2, async (n) => {
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 40, 30, 20, 10, 0]);
    expect(peak).toBe(2);
    expect(await mapLimit([], 4, async (n: number) => n)).toEqual([]);
  });

  it("runs at most `limit` tasks per key, other keys unaffected, and frees slots after a failure", async () => {
    const limit = keyedLimiter(2);
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const task = (key: string, fail = false) =>
      limit(key, async () => {
        running.set(key, (running.get(key) ?? 0) + 1);
        peak.set(key, Math.max(peak.get(key) ?? 0, running.get(key)!));
        await tick();
        running.set(key, running.get(key)! - 1);
        if (fail) throw new Error("refused");
        return key;
      });
    const results = await Promise.allSettled([task("a"), task("a", true), task("a"), task("a"), task("b"), task("b"), task("b")]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(peak.get("a")).toBe(2);
    expect(peak.get("b")).toBe(2);
    expect(await task("a")).toBe("a");
  });
});

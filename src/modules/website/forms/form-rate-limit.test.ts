import { describe, expect, it } from "vitest";
import { MinuteCounter } from "./form-rate-limit";

describe("MinuteCounter", () => {
  it("allows the limit per key per minute, then refuses until the next minute", () => {
    const counter = new MinuteCounter(3);
    const t = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
    expect([1, 2, 3, 4].map(() => counter.hit("a", t + 10))).toEqual([true, true, true, false]);
    expect(counter.hit("b", t + 20)).toBe(true);
    expect(counter.retryAfter(t + 30_000)).toBe(30);
    expect(counter.hit("a", t + 60_000)).toBe(true);
  });

  it("forgets everything past its key budget instead of growing", () => {
    const counter = new MinuteCounter(1, 2);
    const t = 0;
    counter.hit("a", t);
    counter.hit("b", t);
    counter.hit("c", t);
    expect(counter.hit("a", t)).toBe(true);
  });
});

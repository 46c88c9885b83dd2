import { describe, expect, it } from "vitest";
import { DomainWindows, nextUtcDay, TokenBucket, warmupCap, warmupReason } from "./limits";

describe("the workspace's token bucket", () => {
  it("lets a tenth of a second's worth through at once, then paces takes to the rate", () => {
    let now = 0;
    const bucket = new TokenBucket(100, () => now);
    expect(bucket.waitMs(10)).toBe(0);
    expect(bucket.waitMs(11)).toBe(10);
    now += 50;
    expect(bucket.waitMs(10)).toBe(0);
  });

  it("waits for tokens it doesn't have, a burst at a time", async () => {
    const bucket = new TokenBucket(1_000);
    const start = performance.now();
    await bucket.take(300);
    // 100 at once, then 200 more at 1,000 a second.
    expect(performance.now() - start).toBeGreaterThanOrEqual(180);
  });
});

describe("per receiving domain windows", () => {
  it("admits up to the limit per minute per domain, and names the next window for the rest", () => {
    let now = Date.UTC(2026, 0, 1, 10, 0, 30);
    const windows = new DomainWindows(2, () => now);
    expect(windows.admit("gmail.com")).toEqual({ ok: true });
    expect(windows.admit("gmail.com")).toEqual({ ok: true });
    expect(windows.admit("yahoo.com")).toEqual({ ok: true });
    expect(windows.admit("gmail.com")).toEqual({ ok: false, notBefore: new Date(Date.UTC(2026, 0, 1, 10, 1, 0)) });
    now += 30_000;
    expect(windows.admit("gmail.com")).toEqual({ ok: true });
    expect(windows.admit(null)).toEqual({ ok: true });
  });
});

describe("domain warm-up", () => {
  const verified = new Date(Date.UTC(2026, 2, 10, 23, 0));
  it("ramps the daily cap by calendar day since verification, then lifts it", () => {
    expect(warmupCap(verified, true, new Date(Date.UTC(2026, 2, 10, 23, 30)))).toEqual({ cap: 500, day: 0 });
    expect(warmupCap(verified, true, new Date(Date.UTC(2026, 2, 11, 0, 30)))).toEqual({ cap: 1_000, day: 1 });
    expect(warmupCap(verified, true, new Date(Date.UTC(2026, 2, 17, 12)))).toEqual({ cap: 100_000, day: 7 });
    expect(warmupCap(verified, true, new Date(Date.UTC(2026, 2, 18, 12)))).toBeNull();
    expect(warmupCap(verified, false, verified)).toBeNull();
    expect(warmupCap(null, true)).toBeNull();
  });

  it("says in words why messages wait, and until when", () => {
    expect(warmupReason("mail.acme.test", { cap: 2_000, day: 2 })).toBe(
      "Warm-up: mail.acme.test may send 2,000 messages today (day 3 of its ramp); the rest go out from tomorrow.",
    );
    expect(nextUtcDay(new Date(Date.UTC(2026, 2, 10, 23, 59))).toISOString()).toBe("2026-03-11T00:00:00.000Z");
  });
});

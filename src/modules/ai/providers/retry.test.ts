import { describe, expect, it } from "vitest";
import { ProviderError } from "./errors";
import { backoffMs, DEFAULT_RETRY, retryAfterMs, withRetries } from "./retry";

const now = Date.parse("2026-11-27T12:00:00Z");

describe("retryAfterMs", () => {
  it("prefers retry-after-ms, then reads seconds or an HTTP date", () => {
    expect(retryAfterMs({ "retry-after-ms": "250", "retry-after": "9" }, now)).toBe(250);
    expect(retryAfterMs({ "retry-after": "2" }, now)).toBe(2_000);
    expect(retryAfterMs({ "retry-after": "1.5" }, now)).toBe(1_500);
    expect(retryAfterMs({ "retry-after": "Fri, 27 Nov 2026 12:00:30 GMT" }, now)).toBe(30_000);
  });

  it("never answers a wait in the past, and ignores what it can't read", () => {
    expect(retryAfterMs({ "retry-after": "Fri, 27 Nov 2026 11:00:00 GMT" }, now)).toBe(0);
    expect(retryAfterMs({ "retry-after": "soon" }, now)).toBeUndefined();
    expect(retryAfterMs({ "retry-after": "-3" }, now)).toBeUndefined();
    expect(retryAfterMs({}, now)).toBeUndefined();
  });
});

describe("withRetries", () => {
  it("backs off exponentially with full jitter, capped", () => {
    const policy = { ...DEFAULT_RETRY, baseMs: 100, capMs: 500 };
    expect([0, 1, 2, 3].map((n) => backoffMs(n, policy, () => 1))).toEqual([100, 200, 400, 500]);
    expect(backoffMs(2, policy, () => 0.25)).toBe(100);
  });

  it("retries only retryable errors, up to the policy's count", async () => {
    const waits: number[] = [];
    let calls = 0;
    const flaky = () => {
      calls++;
      return Promise.reject(new ProviderError("unavailable"));
    };
    await expect(withRetries(flaky, { ...DEFAULT_RETRY, retries: 2 }, { random: () => 1, wait: async (ms) => void waits.push(ms) })).rejects.toMatchObject({
      kind: "unavailable",
    });
    expect(calls).toBe(3);
    expect(waits).toEqual([500, 1_000]);

    calls = 0;
    const badKey = () => {
      calls++;
      return Promise.reject(new ProviderError("bad key"));
    };
    await expect(withRetries(badKey, DEFAULT_RETRY, { wait: async () => {} })).rejects.toMatchObject({ kind: "bad key" });
    expect(calls).toBe(1);
  });
});

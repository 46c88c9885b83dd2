import { describe, expect, it } from "vitest";
import { CACHE_TIME_MS, makeQueryClient, shouldRetry } from "./query-client";

describe("data query defaults (spec §9)", () => {
  it("retries a failing query 3 times, caches for 5 minutes, and never retries mutations", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(CACHE_TIME_MS).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
    const serverError = { data: { httpStatus: 500 } };
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("doesn't retry an answer that asking again won't change (404, 403, 400)", () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetry(0, { data: { httpStatus: status } })).toBe(false);
    expect(shouldRetry(0, { data: { httpStatus: 429 } })).toBe(true);
  });
});

describe("failed mutations", () => {
  it("are reported once, unless the caller marked them silent, and are not retried", async () => {
    const seen: [string, boolean][] = [];
    let calls = 0;
    const client = makeQueryClient({ onMutationError: (error, silent) => seen.push([error.message, silent]) });
    const fail = async () => {
      calls++;
      throw new Error("nope");
    };
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail })
      .execute(undefined)
      .catch(() => null);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta: { silent: true } })
      .execute(undefined)
      .catch(() => null);
    expect(seen).toEqual([
      ["nope", false],
      ["nope", true],
    ]);
    expect(calls).toBe(2);
  });
});

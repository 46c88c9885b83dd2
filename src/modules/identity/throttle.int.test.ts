import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import type { DbHandle } from "@/server/db/client";
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure, THROTTLE } from "./index";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const email = () => `t-${Math.random().toString(36).slice(2)}@example.test`;
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

async function fail(address: string, ip: string | null, times: number, when: Date) {
  for (let i = 0; i < times; i++) await recordSignInFailure(handle.db, address, ip, at(when, i));
}

describe("sign-in throttle", () => {
  it("allows 10 failed attempts per account in 10 minutes, then answers with the time to wait", async () => {
    const address = email();
    const start = new Date("2026-11-21T10:00:00Z");
    await fail(address, "10.0.0.1", 9, start);
    expect(await checkSignInThrottle(handle.db, address, "10.0.0.1", at(start, 30))).toEqual({ allowed: true });
    await recordSignInFailure(handle.db, address, "10.0.0.1", at(start, 30));
    expect(await checkSignInThrottle(handle.db, address, "10.0.0.1", at(start, 60))).toEqual({ allowed: false, retryAfterSeconds: 540 });
  });

  it("counts an account's failures from every address", async () => {
    const address = email();
    const start = new Date("2026-11-21T11:00:00Z");
    await fail(address, "10.0.0.2", 5, start);
    await fail(address, "10.0.0.3", 5, start);
    expect((await checkSignInThrottle(handle.db, address, "10.0.0.4", at(start, 20))).allowed).toBe(false);
  });

  it("has no hard lockout: once the oldest failure leaves the window, a try is allowed again", async () => {
    const address = email();
    const start = new Date("2026-11-21T12:00:00Z");
    await fail(address, "10.0.0.5", 10, start);
    expect((await checkSignInThrottle(handle.db, address, "10.0.0.5", at(start, 100))).allowed).toBe(false);
    expect((await checkSignInThrottle(handle.db, address, "10.0.0.5", at(start, THROTTLE.windowMs / 1000 + 1))).allowed).toBe(true);
  });

  it("limits one address trying many accounts", async () => {
    const start = new Date("2026-11-21T13:00:00Z");
    for (let i = 0; i < THROTTLE.perIp; i++) await recordSignInFailure(handle.db, email(), "10.9.9.9", at(start, i));
    const verdict = await checkSignInThrottle(handle.db, email(), "10.9.9.9", at(start, 40));
    expect(verdict.allowed).toBe(false);
    expect((await checkSignInThrottle(handle.db, email(), "10.9.9.8", at(start, 40))).allowed).toBe(true);
    expect((await checkSignInThrottle(handle.db, email(), null, at(start, 40))).allowed).toBe(true);
  });

  it("forgets an account's failures from an address once it signs in from there", async () => {
    const address = email();
    const start = new Date();
    await fail(address, "10.0.1.1", 10, start);
    await clearSignInFailures(handle.db, address, "10.0.1.1");
    expect((await checkSignInThrottle(handle.db, address, "10.0.1.1", at(start, 20))).allowed).toBe(true);
  });
});

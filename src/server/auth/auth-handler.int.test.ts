// First: it installs what Next's request scope needs before any Next module loads.
import { runInRouteScope } from "~tests/support/next-route";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeUser } from "~tests/support/factories";
import { recordSignInFailure, THROTTLE } from "@/modules/identity";
import { hashPassword } from "@/modules/identity/server/passwords";
import type { DbHandle } from "@/server/db/client";
import { authHandler } from "./auth-handler";

/**
 * The sign-in throttle seen from outside: requests go through the real route handler
 * (app/api/auth/[...nextauth]) and next-auth, in the request scope Next gives a route handler, so
 * every encoding and path next-auth accepts reaches the credentials check the way it would live.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  // The handler's next-auth options read the process's database: this file's.
  (globalThis as { __amtDb?: DbHandle }).__amtDb = handle;
});
afterAll(async () => {
  delete (globalThis as { __amtDb?: DbHandle }).__amtDb;
  await handle.close();
});

const origin = "http://app.test";
const password = "correct horse battery staple";
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(password);
});
/** A fresh address for each test, so one test's failures don't reach another's per-address limit. */
let hosts = 0;
const address = () => `10.${Math.floor(++hosts / 250)}.${hosts % 250}.1`;
/** Someone with a password: a fresh account for each test. */
const person = async () => ({ email: (await makeUser(handle.db, { passwordHash })).email, password });

/** Runs the route handler for `path` (below /api/auth/) as Next would for one request. */
async function route(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  const req = new NextRequest(`${origin}/api/auth/${path}`, { method: init.method ?? "GET", headers: { host: "app.test", ...init.headers }, body: init.body });
  const nextauth = new URL(req.url).pathname.split("/").slice(3).filter(Boolean);
  return runInRouteScope(req, "/api/auth/[...nextauth]", () => authHandler(req, { params: Promise.resolve({ nextauth }) }));
}

/** A browser's CSRF pair: the token for the body and the cookie that vouches for it. */
async function csrf(): Promise<{ token: string; cookie: string }> {
  const res = await route("csrf");
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("next-auth.csrf-token="))!
    .split(";")[0]!;
  return { token: csrfToken, cookie };
}

type Variant = { name: string; path: string; encode: (fields: Record<string, string>) => { type: string; body: string } };
const form = (fields: Record<string, string>) => ({ type: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() });
const json = (fields: Record<string, string>) => ({ type: "application/json", body: JSON.stringify(fields) });
/** Every way next-auth accepts a password: either body encoding, and any path below the provider. */
const variants: Variant[] = [
  { name: "form", path: "callback/credentials", encode: form },
  { name: "JSON", path: "callback/credentials", encode: json },
  { name: "JSON with a charset", path: "callback/credentials", encode: (f) => ({ ...json(f), type: "application/json; charset=utf-8" }) },
  { name: "a path below the provider", path: "callback/credentials/x", encode: form },
  { name: "a deeper path, as JSON", path: "callback/credentials/x/y", encode: json },
  { name: "a query string", path: "callback/credentials?x=1", encode: form },
];

async function tryPassword(variant: Variant, email: string, password: string, ip: string): Promise<Response> {
  const { token, cookie } = await csrf();
  const { type, body } = variant.encode({ email, password, csrfToken: token, json: "true", callbackUrl: `${origin}/marketing-dashboard/home` });
  return route(variant.path, { method: "POST", headers: { "content-type": type, cookie, "x-forwarded-for": ip }, body });
}

const signedIn = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="));

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = (await res.json()) as { url: string; error: string; retryAfterSeconds: number };
  expect(body.error).toBe("TOO_MANY_REQUESTS");
  expect(new URL(body.url).searchParams.get("error")).toBe(`TooManyRequests:${body.retryAfterSeconds}`);
  expect(signedIn(res)).toBe(false);
}

describe("the sign-in throttle, whatever the encoding or path", () => {
  it("signs in with the right password through every variant while the account isn't throttled", async () => {
    const owner = await person();
    const ip = address();
    for (const variant of variants) {
      const res = await tryPassword(variant, owner.email, owner.password, ip);
      expect(signedIn(res), variant.name).toBe(true);
    }
  });

  it.each(variants)("refuses the right password sent as $name after 10 failures", async (variant) => {
    const owner = await person();
    const ip = address();
    for (let i = 0; i < THROTTLE.perAccount; i++) await recordSignInFailure(handle.db, owner.email, ip);
    await expectRefused(await tryPassword(variant, owner.email, owner.password, ip));
  });

  it.each(variants)("counts a wrong password sent as $name as a failure", async (variant) => {
    const owner = await person();
    const ip = address();
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      const res = await tryPassword(variant, owner.email, "wrong-password", ip);
      expect(signedIn(res)).toBe(false);
      expect(res.status).not.toBe(429);
    }
    await expectRefused(await tryPassword(variants[0]!, owner.email, owner.password, ip));
  });

  it("doesn't let a success through any variant reset a blocked account's counter", async () => {
    const owner = await person();
    const ip = address();
    for (let i = 0; i < THROTTLE.perAccount; i++) await recordSignInFailure(handle.db, owner.email, ip);
    for (const variant of variants) await expectRefused(await tryPassword(variant, owner.email, owner.password, ip));
    await expectRefused(await tryPassword(variants[0]!, owner.email, owner.password, ip));
  });

  it("lets no more than 10 wrong passwords through when they arrive all at once", async () => {
    const owner = await person();
    const ip = address();
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => tryPassword(variants[i % variants.length]!, owner.email, `wrong-${i}`, ip)));
    const statuses = burst.map((res) => res.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const passed = statuses.filter((s) => s === 401).length;
    expect(passed).toBeLessThanOrEqual(THROTTLE.perAccount);
    // Those let through counted: once the rest of the ten are used one at a time, the right password is refused.
    for (let i = passed; i < THROTTLE.perAccount; i++) expect((await tryPassword(variants[0]!, owner.email, "wrong", ip)).status).toBe(401);
    await expectRefused(await tryPassword(variants[0]!, owner.email, owner.password, ip));
  });
});

describe("a sign-in attempt whose email holds a NUL character", () => {
  it.each(variants.slice(0, 2))("is refused as a failed sign-in when sent as $name, without reaching the database", async (variant) => {
    const owner = await person();
    const res = await tryPassword(variant, `${owner.email}\u0000`, owner.password, address());
    expect(res.status).toBe(401);
    expect(signedIn(res)).toBe(false);
    // Not the database's refusal (which would quote the query) but next-auth's plain failure.
    const body = (await res.json()) as { url: string };
    expect(new URL(body.url).searchParams.get("error")).toBe("CredentialsSignin");
  });
});

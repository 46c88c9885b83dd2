import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeUser } from "~tests/support/factories";
import { useLocalSmtp } from "~tests/support/smtp";
import { ZodError } from "zod";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { createCaller } from "@/server/trpc/app-router";
import { createContext } from "@/server/trpc/context";
import { RESET_SENT_MESSAGE } from "./contracts/password.contracts";
import { passwordResetRequests, passwordResetTokens } from "./db/password-resets.table";
import { checkSignInThrottle, getSessionVersion, recordSignInFailure, signUp, THROTTLE, users, verifyCredentials } from "./index";
import { requestPasswordReset } from "./server/password-reset.service";
import { hashResetToken, newResetToken } from "./server/reset-token";

let handle: DbHandle;
let smtp: Awaited<ReturnType<typeof useLocalSmtp>>;
beforeAll(async () => {
  // A real SMTP server on 127.0.0.1, configured before anything reads the settings.
  smtp = await useLocalSmtp();
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
  await smtp.close();
});

const OLD = "the old password 1";
const NEW = "a brand new password 2";
const anonymous = () => callerFor(handle.db, null);
const email = () => `reset-${Math.random().toString(36).slice(2)}@example.test`;
const tokenIn = (text: string) => /https?:\/\/\S+\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );
/** The field messages the wire would carry (the error formatter's: zod issues or InvalidError's fields). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof ZodError) return Object.fromEntries(cause.issues.map((i) => [String(i.path[0]), i.message]));
  if (cause instanceof InvalidError) return cause.fieldErrors;
  return {};
}
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => ({}),
    (e: unknown) => e,
  );
const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

/** The `n`th mail (1-based) that reached `to`, waiting for it. */
async function nthMail(to: string, n: number) {
  const until = Date.now() + 10_000;
  while (mailsTo(to).length < n) {
    if (Date.now() > until) throw new Error(`no mail #${n} for ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return mailsTo(to)[n - 1]!;
}

async function account() {
  const address = email();
  const { userId } = await signUp(handle.db, { name: "Pat Reset", email: address, password: OLD, workspaceName: "Reset Brand" });
  return { address, userId };
}

async function requestLink(address: string, n = 1) {
  expect(await anonymous().identity.password.requestReset({ email: address })).toEqual({ mailEnabled: true, message: RESET_SENT_MESSAGE });
  const mail = await nthMail(address, n);
  const token = tokenIn(mail.text);
  expect(token).not.toBeNull();
  return { mail, token: token! };
}

describe("forgot password", () => {
  it("mails an existing account a one-hour link, keeping only the token's hash", async () => {
    const { address, userId } = await account();
    const { mail, token } = await requestLink(address);
    expect(mail.subject).toBe("Reset your AI Marketing Tools password");
    expect(mail.text).toMatch(/works once and until/);
    const [row] = await handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    expect(row!.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(await anonymous().identity.password.inspectReset({ token })).toEqual({ status: "valid", email: address });
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    const address = email();
    expect(await anonymous().identity.password.requestReset({ email: address })).toEqual({ mailEnabled: true, message: RESET_SENT_MESSAGE });
    // A request for a real account after it: once that one's mail has arrived, a mail for the unknown address would have too.
    await requestLink((await account()).address);
    expect(mailsTo(address)).toHaveLength(0);
  });

  it("resets the password with the link once: old password fails, new one works, every old session ends", async () => {
    const { address, userId } = await account();
    const before = await getSessionVersion(handle.db, userId);
    await recordSignInFailure(handle.db, address, "10.1.0.1");
    const { token } = await requestLink(address);

    const mismatch = anonymous().identity.password.reset({ token, password: NEW, confirmPassword: "something else" });
    const refused = await rejection(mismatch);
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect(fieldErrorsOf(refused)).toEqual({ confirmPassword: "The passwords don't match" });

    expect(await anonymous().identity.password.reset({ token, password: NEW, confirmPassword: NEW })).toEqual({ email: address });
    expect(await verifyCredentials(handle.db, address, OLD)).toBeNull();
    expect(await verifyCredentials(handle.db, address, NEW)).toMatchObject({ id: userId });
    // A session carrying the old version is refused by the jwt callback, which compares it to this.
    expect(await getSessionVersion(handle.db, userId)).toBe(before! + 1);
    // The throttle forgot the email's failures.
    expect(await checkSignInThrottle(handle.db, address, "10.1.0.1")).toEqual({ allowed: true });

    // Once only.
    expect(await anonymous().identity.password.inspectReset({ token })).toEqual({ status: "used", email: null });
    await expect(
      anonymous().identity.password.reset({ token, password: "yet another password", confirmPassword: "yet another password" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/already used/),
    });
    expect(await verifyCredentials(handle.db, address, NEW)).not.toBeNull();
  });

  it("refuses an expired or tampered link", async () => {
    const { address, userId } = await account();
    const expired = newResetToken();
    await handle.db
      .insert(passwordResetTokens)
      .values({ userId, tokenHash: expired.tokenHash, expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 3_601_000) });
    expect(await anonymous().identity.password.inspectReset({ token: expired.token })).toEqual({ status: "expired", email: null });
    await expect(anonymous().identity.password.reset({ token: expired.token, password: NEW, confirmPassword: NEW })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/expired/),
    });

    const { token } = await requestLink(address);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await anonymous().identity.password.inspectReset({ token: tampered })).toEqual({ status: "invalid", email: null });
    expect(await anonymous().identity.password.inspectReset({ token: "not-a-token" })).toEqual({ status: "invalid", email: null });
    expect(await codeOf(anonymous().identity.password.reset({ token: tampered, password: NEW, confirmPassword: NEW }))).toBe("BAD_REQUEST");
    // The stored hash itself is no key either.
    const [row] = await handle.db
      .select({ h: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(await codeOf(anonymous().identity.password.reset({ token: row!.h, password: NEW, confirmPassword: NEW }))).toBe("BAD_REQUEST");
    expect(await verifyCredentials(handle.db, address, OLD)).not.toBeNull();
  });

  it("makes a new request invalidate the earlier link", async () => {
    const { address } = await account();
    const first = await requestLink(address, 1);
    const second = await requestLink(address, 2);
    expect(second.token).not.toBe(first.token);
    expect(await anonymous().identity.password.inspectReset({ token: first.token })).toEqual({ status: "superseded", email: null });
    await expect(anonymous().identity.password.reset({ token: first.token, password: NEW, confirmPassword: NEW })).rejects.toMatchObject({
      message: expect.stringMatching(/newer reset link/),
    });
    expect(await anonymous().identity.password.reset({ token: second.token, password: NEW, confirmPassword: NEW })).toEqual({ email: address });
  });

  it("allows 5 requests per email an hour, then answers TOO_MANY_REQUESTS with the time to wait, for unknown emails too", async () => {
    for (const address of [(await account()).address, email()]) {
      for (let i = 0; i < 5; i++) await anonymous().identity.password.requestReset({ email: address });
      const refused = anonymous().identity.password.requestReset({ email: address });
      await expect(refused).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: "Too many password reset requests. For your security, try again in 60 minutes.",
      });
      const wait = await refused.catch((e: { cause: { retryAfterSeconds: number } }) => e.cause.retryAfterSeconds);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
    }
  });

  it("allows 20 requests per address an hour, across emails", async () => {
    const ip = "10.9.8.7";
    const start = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < 20; i++) await requestPasswordReset(handle.db, email(), ip, new Date(start.getTime() + i * 1000));
    await expect(requestPasswordReset(handle.db, email(), ip, new Date(start.getTime() + 30 * 60_000))).rejects.toMatchObject({ retryAfterSeconds: 30 * 60 });
    // Another address is not held back, and the window slides.
    await expect(requestPasswordReset(handle.db, email(), "10.9.8.8", new Date(start.getTime() + 30 * 60_000))).resolves.toMatchObject({ mailEnabled: true });
    await expect(requestPasswordReset(handle.db, email(), ip, new Date(start.getTime() + 61 * 60_000))).resolves.toMatchObject({ mailEnabled: true });
    expect((await handle.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.ip, ip))).length).toBeLessThanOrEqual(20);
  });
});

describe("forgot password over a request's context", () => {
  it("keys the per-address limit on the client address the proxy reports", async () => {
    const headers = new Headers({ "x-forwarded-for": "10.4.4.4, 172.16.0.1" });
    const cookies = { get: () => undefined, getAll: () => [] };
    const ctx = await createContext({ cookies, headers, db: handle.db });
    expect(ctx.clientIp).toBe("10.4.4.4");
    const caller = createCaller(ctx);
    for (let i = 0; i < 20; i++) await caller.identity.password.requestReset({ email: email() });
    await expect(caller.identity.password.requestReset({ email: email() })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("change password", () => {
  it("refuses a wrong current password with a field error and keeps the password", async () => {
    const { address, userId } = await account();
    const before = await getSessionVersion(handle.db, userId);
    const caller = callerFor(handle.db, { userId, email: address, sessionVersion: before! });
    const refused = await rejection(caller.identity.password.change({ currentPassword: "not my password", password: NEW, confirmPassword: NEW }));
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect(fieldErrorsOf(refused)).toEqual({ currentPassword: "That isn't your current password" });
    expect(await verifyCredentials(handle.db, address, OLD)).not.toBeNull();
    expect(await getSessionVersion(handle.db, userId)).toBe(before);
  });

  it("lets no more than the limit of wrong current passwords through when they arrive all at once", async () => {
    const { address, userId } = await account();
    const caller = callerFor(handle.db, { userId, email: address, sessionVersion: (await getSessionVersion(handle.db, userId))! });
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        rejection(caller.identity.password.change({ currentPassword: `wrong guess ${i}`, password: NEW, confirmPassword: NEW })),
      ),
    );
    const checked = burst.filter((e) => (e as { code?: string }).code === "BAD_REQUEST").length;
    expect(checked).toBeLessThanOrEqual(THROTTLE.perAccount);
    expect(burst.length - checked).toBeGreaterThan(0);
    // Places a refused attempt gave back can be used one at a time, up to the limit and no further.
    for (let i = checked; i < THROTTLE.perAccount; i++) {
      expect(await rejection(caller.identity.password.change({ currentPassword: "wrong again", password: NEW, confirmPassword: NEW }))).toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    await expect(caller.identity.password.change({ currentPassword: OLD, password: NEW, confirmPassword: NEW })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("changes it with the right current password and signs out every other session", async () => {
    const { address, userId } = await account();
    const before = await getSessionVersion(handle.db, userId);
    const { token } = await requestLink(address);
    const caller = callerFor(handle.db, { userId, email: address, sessionVersion: before! });
    expect(await caller.identity.password.status()).toEqual({ hasPassword: true });
    expect(await caller.identity.password.change({ currentPassword: OLD, password: NEW, confirmPassword: NEW })).toEqual({ email: address });
    expect(await verifyCredentials(handle.db, address, OLD)).toBeNull();
    expect(await verifyCredentials(handle.db, address, NEW)).not.toBeNull();
    expect(await getSessionVersion(handle.db, userId)).toBe(before! + 1);
    // An open reset link dies with the old password.
    expect((await anonymous().identity.password.inspectReset({ token })).status).toBe("superseded");
  });

  it("asks for matching, new passwords", async () => {
    const { address, userId } = await account();
    const caller = callerFor(handle.db, { userId, email: address });
    expect(fieldErrorsOf(await rejection(caller.identity.password.change({ currentPassword: OLD, password: OLD, confirmPassword: OLD })))).toEqual({
      password: "Choose a password different from your current one",
    });
    expect(fieldErrorsOf(await rejection(caller.identity.password.change({ currentPassword: OLD, password: "short", confirmPassword: "short" })))).toEqual({
      password: "Use at least 10 characters",
    });
    expect(fieldErrorsOf(await rejection(caller.identity.password.change({ currentPassword: OLD, password: NEW, confirmPassword: "not the same" })))).toEqual({
      confirmPassword: "The passwords don't match",
    });
  });

  it("tells an account without a password that it has none to change", async () => {
    const user = await makeUser(handle.db);
    const caller = callerFor(handle.db, { userId: user.id, email: user.email });
    expect(await caller.identity.password.status()).toEqual({ hasPassword: false });
    await expect(caller.identity.password.change({ currentPassword: "anything at all", password: NEW, confirmPassword: NEW })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/no password to change/),
    });
    const [row] = await handle.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.h).toBeNull();
  });

  it("needs a session", async () => {
    expect(await codeOf(anonymous().identity.password.change({ currentPassword: OLD, password: NEW, confirmPassword: NEW }))).toBe("UNAUTHORIZED");
  });
});

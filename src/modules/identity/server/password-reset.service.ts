import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { siteUrl } from "@/env";
import type { Db } from "@/server/db/client";
import { InvalidError, RateLimitedError, UnauthorizedError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { MAIL_OFF_HINT, mailEnabled, sendTemplatedMail } from "@/server/mail/mailer";
import { waitInWords } from "../auth-errors";
import {
  NO_PASSWORD_MESSAGE,
  RESET_SENT_MESSAGE,
  resetLinkRefusals,
  type ChangePasswordInput,
  type ResetLinkStatus,
  type ResetPasswordInput,
} from "../contracts/password.contracts";
import { passwordResetTokens } from "../db/password-resets.table";
import { signInFailures } from "../db/sign-in-attempts.table";
import { users } from "../db/users.table";
import { hashPassword, verifyPassword } from "./passwords";
import { hashResetToken, isResetTokenShape, newResetToken, resetLinkStatus, RESET_TTL_MS } from "./reset-token";
import { takeResetRequest } from "./reset-throttle.service";
import { clearSignInFailures, pruneSignInFailures, reserveSignInAttempt } from "./throttle.service";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type RequestResetResult = { mailEnabled: true; message: string } | { mailEnabled: false; message: string };

export const resetLink = (token: string) => `${siteUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`;

/** Every open link of the account stops working (a newer one was sent, or the password changed). */
const supersedeOpenLinks = (tx: Db | Tx, userId: string, now: Date) =>
  tx
    .update(passwordResetTokens)
    .set({ supersededAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.supersededAt)));

/**
 * "Forgot password": the same answer whether or not the email has an account. For an account, a
 * new one-hour link replaces any earlier one and goes out by mail in the background, so the answer
 * takes the same time either way. Mail off: nothing is sent and the answer says how to turn it on.
 */
export async function requestPasswordReset(db: Db, email: string, ip: string | null, now = new Date()): Promise<RequestResetResult> {
  if (!mailEnabled()) return { mailEnabled: false, message: MAIL_OFF_HINT };
  await takeResetRequest(db, email, ip, now);
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  if (user) {
    const { token, tokenHash } = newResetToken();
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    await db.transaction(async (tx) => {
      await supersedeOpenLinks(tx, user.id, now);
      await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash, expiresAt, createdAt: now });
    });
    const log = getLogger().child({ area: "password-reset", userId: user.id });
    void sendTemplatedMail(user.email, "password-reset", { name: user.name, link: resetLink(token), expiresAt }).then(
      () => log.info({ event: "password_reset_mailed" }, "password reset link mailed"),
      (error: unknown) => log.warn({ err: error }, "password reset mail failed"),
    );
  }
  return { mailEnabled: true, message: RESET_SENT_MESSAGE };
}

async function findLink(db: Db | Tx, token: string) {
  if (!isResetTokenShape(token)) return undefined;
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      supersededAt: passwordResetTokens.supersededAt,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
    .limit(1);
  return row;
}

/** What the reset page shows for a link (public: the link is the credential). */
export async function inspectPasswordReset(db: Db, token: string, now = new Date()): Promise<{ status: ResetLinkStatus; email: string | null }> {
  const row = await findLink(db, token);
  const status = resetLinkStatus(row, now);
  return { status, email: status === "valid" ? row!.email : null };
}

/** Everything a new password does to an account: new hash, every session ended, old links dead. */
async function replacePassword(tx: Db | Tx, userId: string, passwordHash: string, now: Date): Promise<string> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!user) throw new UnauthorizedError();
  await supersedeOpenLinks(tx, userId, now);
  return user.email;
}

/**
 * Sets the new password from a valid link, once: every session of the account ends and the
 * sign-in throttle forgets the email's failures. Answers the email, so the page can sign in.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, now = new Date()): Promise<{ email: string }> {
  const found = resetLinkStatus(await findLink(db, input.token), now);
  if (found !== "valid") throw new InvalidError(resetLinkRefusals[found]);
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashResetToken(input.token);
  const email = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.supersededAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    // Two tabs racing with one link: the second finds it used.
    if (!used) throw new InvalidError(resetLinkRefusals.used);
    const address = await replacePassword(tx, used.userId, passwordHash, now);
    await tx.delete(signInFailures).where(eq(signInFailures.email, address));
    return address;
  });
  getLogger().info({ event: "password_reset" }, "password reset from a link");
  return { email };
}

/** Whether the signed-in account has a password (accounts made through a provider have none). */
export async function passwordStatus(db: Db, userId: string): Promise<{ hasPassword: boolean }> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UnauthorizedError();
  return { hasPassword: Boolean(user.passwordHash) };
}

/**
 * Changes the signed-in person's password. The current one is checked under the sign-in throttle
 * (a wrong one counts as a failed sign-in); success ends every session, this one included, so the
 * page signs in again with the new password. Answers the email for that.
 */
export async function changePassword(db: Db, userId: string, input: ChangePasswordInput, ip: string | null, now = new Date()): Promise<{ email: string }> {
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UnauthorizedError();
  if (!user.passwordHash) throw new InvalidError(NO_PASSWORD_MESSAGE);
  // The same gate as sign-in: the attempt takes its place in the window first, so a burst of
  // guesses at the current password gets no more tries than the limit.
  const verdict = await reserveSignInAttempt(db, user.email, ip, now);
  if (!verdict.allowed) {
    throw new RateLimitedError(
      `Too many wrong passwords. For your security, try again in ${waitInWords(verdict.retryAfterSeconds)}.`,
      verdict.retryAfterSeconds,
    );
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    // The reservation stays as the failure.
    await pruneSignInFailures(db, user.email, ip, now);
    throw new InvalidError("Your current password isn't right.", { currentPassword: "That isn't your current password" });
  }
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction((tx) => replacePassword(tx, userId, passwordHash, now));
  await clearSignInFailures(db, email, ip);
  getLogger().info({ event: "password_changed", userId }, "password changed");
  return { email };
}

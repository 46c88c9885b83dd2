import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { sendTemplatedMail } from "@/server/mail/mailer";
import { users } from "../db/users.table";
import { MAGIC_LINK_MAX_AGE_SECONDS } from "../magic-link";

const findAccount = async (db: Db, email: string) => {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user;
};

/** Whether an account exists for the email (emails are stored lower-case). */
export async function hasAccountFor(db: Db, email: string): Promise<boolean> {
  return Boolean(await findAccount(db, email));
}

/**
 * next-auth's sendVerificationRequest: mails the sign-in link to an existing account, and quietly
 * sends nothing for an unknown email. The mail goes out in the background, so the answer takes the
 * same time either way.
 */
export async function mailMagicLink(db: Db, request: { identifier: string; url: string; expires: Date }): Promise<void> {
  const user = await findAccount(db, request.identifier);
  const log = getLogger().child({ area: "magic-link" });
  if (!user) {
    log.info({ event: "magic_link_unknown_email" }, "sign-in link asked for an unknown email: nothing sent");
    return;
  }
  const data = { name: user.name, link: request.url, validHours: MAGIC_LINK_MAX_AGE_SECONDS / 3600, expiresAt: request.expires };
  void sendTemplatedMail(user.email, "magic-link", data).then(
    () => log.info({ event: "magic_link_mailed", userId: user.id }, "sign-in link mailed"),
    (error: unknown) => log.warn({ err: error, userId: user.id }, "sign-in link mail failed"),
  );
}

import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { ConflictError } from "@/server/errors";
import type { SignUpInput } from "../contracts/identity.contracts";
import { users } from "../db/users.table";
import { decoy, hashPassword, verifyPassword } from "./passwords";
import { enqueueNewsletterSync } from "../jobs/newsletter-sync.job";
import { recordNewsletterChoice } from "./newsletter/newsletter.service";
import { insertWorkspaceWithOwner } from "./workspaces.service";

export type SignedUp = { userId: string; workspaceId: string };

/**
 * Creates the account and its first workspace, owned by it, in one transaction, with the newsletter
 * consent when the person ticked it (Mailchimp hears of it from a job: sign-up never waits on it).
 */
export async function signUp(db: Db, input: SignUpInput): Promise<SignedUp> {
  const passwordHash = await hashPassword(input.password);
  const { consentId, ...created } = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new ConflictError("An account with this email already exists. Sign in instead.");
    const workspace = await insertWorkspaceWithOwner(tx, user.id, { name: input.workspaceName, kind: "brand" });
    const consentId = input.newsletter ? await recordNewsletterChoice(tx, user.id, true, "sign-up") : null;
    return { userId: user.id, workspaceId: workspace.id, consentId };
  });
  if (consentId) await enqueueNewsletterSync(consentId);
  return created;
}

export type CredentialUser = { id: string; email: string; name: string | null; sessionVersion: number };

/** The account for an email and password, or null. Takes the same time whether or not the email exists. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<CredentialUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user?.passwordHash) {
    await verifyPassword(await decoy(), password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
}

export async function getSessionVersion(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.v ?? null;
}

/** "Sign out everywhere": every session issued before now stops working on its next request. */
export async function signOutEverywhere(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

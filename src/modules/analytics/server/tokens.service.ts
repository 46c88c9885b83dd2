import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import type { Db } from "@/server/db/client";
import { PROJECT_TOKEN_PATTERN, TOKEN_CACHE_MS } from "../contracts/wire.constants";
import { analyticsProjectTokens } from "../db/wire.table";

/** The workspace's public project token (posthog-js's `token`), made on first use. */
export async function projectToken(db: Db, workspaceId: string): Promise<string> {
  const t = analyticsProjectTokens;
  const [found] = await db.select({ token: t.token }).from(t).where(eq(t.workspaceId, workspaceId));
  if (found) return found.token;
  await db
    .insert(t)
    .values({ workspaceId, token: `phc_${randomBytes(32).toString("base64url")}` })
    .onConflictDoNothing({ target: t.workspaceId });
  const [made] = await db.select({ token: t.token }).from(t).where(eq(t.workspaceId, workspaceId));
  return made!.token;
}

type Project = { workspaceId: string; monthlyEventLimit: number | null };
const cache = new Map<string, { project: Project | null; until: number }>();

/**
 * The workspace a token belongs to and its event limit, or null (a malformed or unknown token).
 * Answers are kept in memory TOKEN_CACHE_MS (a token never changes owner; a deleted workspace's events
 * are skipped by the writer; a limit changed in this process is forgotten at once), so the receiver's
 * hot paths don't query for it each time.
 */
export async function projectForToken(db: Db, token: string | null | undefined, now = Date.now()): Promise<Project | null> {
  if (!token || !PROJECT_TOKEN_PATTERN.test(token)) return null;
  const hit = cache.get(token);
  if (hit && hit.until > now) return hit.project;
  const t = analyticsProjectTokens;
  const [row] = await db.select({ workspaceId: t.workspaceId, monthlyEventLimit: t.monthlyEventLimit }).from(t).where(eq(t.token, token));
  if (cache.size > 10_000) cache.clear();
  cache.set(token, { project: row ?? null, until: now + TOKEN_CACHE_MS });
  return row ?? null;
}

/** The workspace a token belongs to, or null. */
export async function workspaceForToken(db: Db, token: string | null | undefined, now = Date.now()): Promise<string | null> {
  return (await projectForToken(db, token, now))?.workspaceId ?? null;
}

/** Sets (or, with null, removes) the workspace's monthly event limit; the receiver applies it from the next batch. */
export async function setMonthlyEventLimit(db: Db, workspaceId: string, limit: number | null): Promise<{ monthlyEventLimit: number | null }> {
  const token = await projectToken(db, workspaceId);
  const t = analyticsProjectTokens;
  await db.update(t).set({ monthlyEventLimit: limit }).where(eq(t.workspaceId, workspaceId));
  cache.delete(token);
  return { monthlyEventLimit: limit };
}

/**
 * Gives the product's own key (NEXT_PUBLIC_POSTHOG_KEY, when it is a project token no workspace has
 * yet) to this workspace, so the product's usage is counted there from the first run: the demo seed
 * calls it for the demo workspace. False when there is no such key, or it (or the workspace) already has one.
 */
export async function claimProductToken(db: Db, workspaceId: string, token: string | undefined = env.NEXT_PUBLIC_POSTHOG_KEY): Promise<boolean> {
  if (!token || !PROJECT_TOKEN_PATTERN.test(token)) return false;
  const t = analyticsProjectTokens;
  const made = await db.insert(t).values({ workspaceId, token }).onConflictDoNothing().returning({ token: t.token });
  return made.length > 0;
}

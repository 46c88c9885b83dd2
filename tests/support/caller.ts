import { randomUUID } from "node:crypto";
import pino from "pino";
import type { Db } from "@/server/db/client";
import { createCaller } from "@/server/trpc/app-router";
import type { Context } from "@/server/trpc/context";

export type TestCaller = ReturnType<typeof createCaller>;

/**
 * A tRPC caller as a browser would be: signed in as `userId` (or not), asking for `workspaceId`
 * through its cookie. Cookies the procedures set are kept in the `cookies` jar and sent on later calls.
 */
export function callerFor(
  db: Db,
  as: { userId: string; sessionVersion?: number; workspaceId?: string; email?: string } | null,
  cookies = new Map<string, string>(),
): TestCaller {
  if (as?.workspaceId) cookies.set("amt.workspace", as.workspaceId);
  const ctx = (): Context => ({
    db,
    requestId: randomUUID(),
    log: pino({ level: "silent" }),
    session: as ? { userId: as.userId, email: as.email ?? "", name: null, sessionVersion: as.sessionVersion ?? 0 } : null,
    requestedWorkspaceId: cookies.get("amt.workspace") ?? null,
    setCookie: (name, value) => cookies.set(name, value),
    memo: new Map(),
  });
  // A fresh context per call, so a cookie set by one call is read by the next.
  return createCaller(async () => ctx());
}

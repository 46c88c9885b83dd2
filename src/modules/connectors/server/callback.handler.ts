import "server-only";
import { eq } from "drizzle-orm";
import { AUTH_PAGES } from "@/lib/auth-constants";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import type { CookieReader } from "@/server/trpc/context";
import { oauthStates } from "../db/connectors.table";
import { CONNECTIONS_PATH, completeConnect } from "./connect.service";

/**
 * GET /api/connectors/[platform]/callback: where the platform sends the person back. The flow must
 * have been started by the person now signed in. Ends on the page the flow started from, with
 * `connected=<connection id>` (the page then offers the accounts) or `connectError=<sentence>`.
 */
export async function handleConnectCallback(req: { db: Db; cookies: CookieReader; headers: Headers; url: string; platform: string }): Promise<Response> {
  const url = new URL(req.url);
  const q = url.searchParams;
  const session = await readSession(req.cookies, req.headers);
  const state = q.get("state");
  const back = (path: string, params: Record<string, string>) => {
    const target = new URL(path, url);
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    return new Response(null, { status: 303, headers: { Location: target.pathname + target.search, "Cache-Control": "no-store" } });
  };
  if (!session) return back(AUTH_PAGES.signIn, { callbackUrl: url.pathname + url.search });
  if (state) {
    const [flow] = await req.db.select({ userId: oauthStates.userId }).from(oauthStates).where(eq(oauthStates.state, state));
    if (flow && flow.userId !== session.userId)
      return back(CONNECTIONS_PATH, { connectError: "This connect link was started by someone else. Start connecting again." });
  }
  const outcome = await completeConnect(req.db, req.platform, {
    state,
    code: q.get("code"),
    error: q.get("error"),
    error_description: q.get("error_description"),
  });
  return back(outcome.returnTo, outcome.error ? { connectError: outcome.error } : { connected: outcome.connectionId! });
}

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { env } from "@/env";
import { signOutEverywhere } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import type { DbHandle } from "@/server/db/client";
import { answerDirectly, directRouteFor } from "./direct-route.mjs";

/**
 * The tRPC route as the web server entry (scripts/server.mjs) answers it in production: outside
 * Next.js's request context, through the handler the route module registers when it loads. The
 * session and the workspace come from the Cookie header alone, and revocation still applies.
 */
let handle: DbHandle;
let server: Server;
let base = "";
beforeAll(async () => {
  handle = await createTestDb();
  (globalThis as { __amtDb?: DbHandle }).__amtDb = handle;
  await import("@/app/api/trpc/[trpc]/route");
  server = createServer((req, res) => {
    const route = directRouteFor(req.method, req.url);
    if (!route) {
      res.statusCode = 404;
      res.end("not a direct route");
      return;
    }
    void answerDirectly(route, req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  delete (globalThis as { __amtDb?: DbHandle }).__amtDb;
  await handle.close();
});

const input = encodeURIComponent(JSON.stringify({ 0: { json: null, meta: { values: ["undefined"] } } }));
const current = (cookie?: string) => fetch(`${base}/api/trpc/identity.workspaces.current?batch=1&input=${input}`, { headers: cookie ? { cookie } : {} });

async function cookieFor(user: { id: string; email: string; name: string | null }, workspaceId: string) {
  const token = await encode({ token: { sub: user.id, email: user.email, name: user.name, sv: 0 }, secret: env.NEXTAUTH_SECRET, maxAge: 300 });
  return `next-auth.session-token=${token}; ${WORKSPACE_COOKIE}=${workspaceId}`;
}

describe("the tRPC route answered directly", () => {
  it("is registered by the route module and answers with its session and workspace from the Cookie header", async () => {
    const ws = await makeWorkspace(handle.db);
    const res = await current(await cookieFor(ws.owner, ws.workspace.id));
    expect(res.status).toBe(200);
    const [answer] = (await res.json()) as [{ result: { data: { json: { id: string; role: string } } } }];
    expect(answer.result.data.json).toMatchObject({ id: ws.workspace.id, role: "owner" });
    // The headers next.config.ts gives /api/trpc.
    expect(res.headers.get("content-security-policy")).toContain("default-src");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses a request with no session, and a session ended by “sign out everywhere” on its next request", async () => {
    expect((await current()).status).toBe(401);
    const ws = await makeWorkspace(handle.db);
    const cookie = await cookieFor(ws.owner, ws.workspace.id);
    expect((await current(cookie)).status).toBe(200);
    await signOutEverywhere(handle.db, ws.owner.id);
    expect((await current(cookie)).status).toBe(401);
  });

  it("refuses a cross-site mutation before running it", async () => {
    const res = await fetch(`${base}/api/trpc/identity.profile.update`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { handleAssetExport } from "./server/export.handler";

/**
 * GET /api/assets/export over real HTTP: a server on 127.0.0.1 hands each request to the handler the
 * route calls, with the cookies of the Cookie header, as the route does with Next's cookies().
 */
let handle: DbHandle;
let server: Server;
let base = "";
beforeAll(async () => {
  handle = await createTestDb();
  server = createServer((req, res) => {
    const jar = new Map(
      (req.headers.cookie ?? "")
        .split(";")
        .map((c) => c.trim().split("="))
        .filter((kv) => kv.length === 2)
        .map(([k, v]) => [k!, decodeURIComponent(v!)] as const),
    );
    const cookies = {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    };
    void handleAssetExport({ db: handle.db, cookies, headers: new Headers(req.headers as Record<string, string>), url: req.url ?? "/" }).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await handle.close();
});

async function cookieFor(user: { id: string; email: string; name: string | null }, workspaceId: string) {
  const token = await encode({ token: { sub: user.id, email: user.email, name: user.name, sv: 0 }, secret: env.NEXTAUTH_SECRET, maxAge: 300 });
  return `next-auth.session-token=${token}; ${WORKSPACE_COOKIE}=${workspaceId}`;
}

const get = (query: string, cookie?: string) => fetch(`${base}/api/assets/export?${query}`, { headers: cookie ? { cookie } : {} });

async function workspaceWithAssets() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const list = await caller.assets.items.create({
    kind: "keyword-list",
    title: "Café beans",
    fields: { groups: [{ name: "Espresso", keywords: [{ text: "espresso beans", match: "exact" }] }], negatives: [{ text: "free", match: "phrase" }] },
  });
  const rsa = await caller.assets.items.create({
    kind: "google-rsa",
    title: "Spring",
    fields: { headlines: [{ text: "Fresh Coffee", pin: 1 }], descriptions: [{ text: "Roasted weekly.", pin: null }], path1: "", path2: "", finalUrl: "" },
  });
  return { ...ws, list, rsa, cookie: await cookieFor(ws.owner, ws.workspace.id) };
}

describe("GET /api/assets/export", () => {
  it("downloads a keyword list as Google Ads Editor CSV, named after it", async () => {
    const a = await workspaceWithAssets();
    const res = await get(`kind=keyword-list&ids=${a.list.id}`, a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^attachment; filename="Cafe-beans-keywords-google-ads-editor-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Caf%C3%A9%20beans/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // The byte-order mark Excel needs (fetch's text() would drop it), then the rows.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      "Campaign,Ad group,Keyword,Criterion Type\r\nCafé beans,Espresso,espresso beans,Exact\r\nCafé beans,,free,Campaign Negative Phrase\r\n",
    );
    const rsa = await get(`kind=google-rsa&ids=${a.rsa.id}`, a.cookie);
    expect((await rsa.text()).split("\r\n")[1]).toMatch(/^Spring,Spring,Responsive search ad,Fresh Coffee,1,/);
  });

  it("refuses without a session, another workspace's asset, an asset of another kind, and a kind with no export", async () => {
    const a = await workspaceWithAssets();
    const b = await workspaceWithAssets();
    expect((await get(`kind=keyword-list&ids=${a.list.id}`)).status).toBe(401);
    const theirs = await get(`kind=keyword-list&ids=${a.list.id}`, b.cookie);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain("espresso");
    // Asking for the other workspace by cookie still reads the caller's own: their id stays unknown.
    expect((await get(`kind=keyword-list&ids=${a.list.id}`, await cookieFor(b.owner, a.workspace.id))).status).toBe(404);
    expect((await get(`kind=keyword-list&ids=${b.list.id},${a.list.id}`, b.cookie)).status).toBe(404);
    expect((await get(`kind=google-rsa&ids=${a.list.id}`, a.cookie)).status).toBe(404);
    expect((await get(`kind=email&ids=${a.list.id}`, a.cookie)).status).toBe(400);
    expect((await get(`kind=keyword-list&ids=`, a.cookie)).status).toBe(400);
    expect((await get(`kind=keyword-list&ids=not-an-id`, a.cookie)).status).toBe(404);
  });

  it("lets every role that reads assets export", async () => {
    const a = await workspaceWithAssets();
    const viewer = await addMember(handle.db, a.workspace.id, "viewer");
    const res = await get(`kind=keyword-list&ids=${a.list.id}`, await cookieFor({ ...viewer.user, name: null }, a.workspace.id));
    expect(res.status).toBe(200);
  });
});

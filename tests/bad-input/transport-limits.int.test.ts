import { AsyncLocalStorage } from "node:async_hooks";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/trpc/[trpc]/route";
import { MALFORMED_PATH_MESSAGE } from "@/server/http/path-encoding";
import { TOO_MANY_OPERATIONS_MESSAGE } from "@/server/trpc/init";
import { MAX_BATCH_ITEMS } from "@/trpc/batch";
import { config, proxy } from "@/proxy";

/** The product's tRPC route handler (src/app/api/trpc/[trpc]/route.ts) served over HTTP on 127.0.0.1. */
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const answer = await GET(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string> }));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("one tRPC request carries a bounded number of operations", () => {
  it(`answers a batch of more than ${MAX_BATCH_ITEMS} with 400 and a plain sentence, before running any`, async () => {
    const paths = Array.from({ length: MAX_BATCH_ITEMS + 1 }, () => "guides.list").join(",");
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, i) => [i, { json: null }]))));
    const res = await fetch(`${base}/api/trpc/${paths}?batch=1&input=${input}`);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { json: { message: string; data: { code: string } } } } | { error: { json: { message: string } } }[];
    const error = Array.isArray(answer) ? answer[0]!.error : answer.error;
    expect(error.json.message).toBe(TOO_MANY_OPERATIONS_MESSAGE);
  });
});

describe("a path with malformed percent-encoding", () => {
  const malformed = [
    "/marketing-dashboard/%E0%A4%A",
    "/marketing-dashboard/data/%",
    "/u/%",
    "/invite/%ZZ",
    "/f/acme/%ZZ",
    "/api/public/forms/%E0/submissions",
    "/api/auth/callback/%",
    "/api/trpc/crm.contacts.list%ZZ",
    "/api/trpc/%",
    "/api/crm/imports/%E0",
    "/api/files/ws/%E0",
  ];

  it("is answered 400 by the proxy with a sentence, before Next.js decodes it (which answers 500)", async () => {
    for (const path of malformed) {
      const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toBe(MALFORMED_PATH_MESSAGE);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    // Well-formed escapes go on as before.
    const fine = await proxy(new NextRequest("http://localhost:3000/auth/signin?x=%E2%82%AC"));
    expect(fine.status).toBe(200);
  });

  it("reaches the proxy even on the paths it otherwise skips (tRPC, the import upload)", async () => {
    // Next.js's own matcher check reads its request store from the global AsyncLocalStorage.
    (globalThis as Record<string, unknown>).AsyncLocalStorage ??= AsyncLocalStorage;
    const { unstable_doesMiddlewareMatch: matches } = await import("next/experimental/testing/server.js");
    for (const path of malformed) expect(matches({ config, url: path }), path).toBe(true);
    // The hot path stays off it.
    expect(matches({ config, url: "/api/trpc/guides.list,crm.contacts.list?batch=1&input=%7B%7D" })).toBe(false);
    expect(matches({ config, url: "/api/crm/imports/0b6f0c49-5d43-4a9e-a4a8-0a1e4b3c2d10" })).toBe(false);
    expect(matches({ config, url: "/api/files/ws/0b6f0c49-5d43-4a9e-a4a8-0a1e4b3c2d10/creative/x?exp=1&sig=a" })).toBe(false);
    // Hosted forms and their endpoints set their own policy (the frame variant may be framed).
    expect(matches({ config, url: "/f/acme/0b6f0c49-5d43-4a9e-a4a8-0a1e4b3c2d10?embed=1" })).toBe(false);
    expect(matches({ config, url: "/api/public/forms/0b6f0c49-5d43-4a9e-a4a8-0a1e4b3c2d10/submissions" })).toBe(false);
  });
});

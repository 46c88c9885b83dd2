import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch, USER_AGENT_TOKEN } from "./fetch";
import type { GuardPolicy } from "./guard";

let server: Server;
let origin = "";
let policy: GuardPolicy;
const agents: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    agents.push(String(req.headers["user-agent"]));
    const path = req.url ?? "/";
    if (path === "/big") return res.writeHead(200, { "content-type": "text/html" }).end("x".repeat(10_000));
    if (path === "/big-gzip") return res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(gzipSync("y".repeat(10_000)));
    if (path === "/hang") return; // never answers
    if (path.startsWith("/hop/")) {
      const n = Number(path.slice(5));
      return res.writeHead(301, { location: `/hop/${n + 1}` }).end();
    }
    res.writeHead(200, { "content-type": "text/html" }).end("<title>ok</title>");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  policy = { allowHosts: new Set([`127.0.0.1:${port}`]), ports: [80, 443], resolver: async () => [] };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("guarded fetch", () => {
  it("identifies itself as AIMarketingToolsBot", async () => {
    expect((await guardedFetch(`${origin}/`, { policy })).body?.toString()).toBe("<title>ok</title>");
    expect(agents.at(-1)).toContain(USER_AGENT_TOKEN);
  });

  it("stops reading past the size cap, decompressed bytes included", async () => {
    const plain = await guardedFetch(`${origin}/big`, { policy, maxBytes: 1024 });
    expect(plain).toMatchObject({ status: 200, tooLarge: true, body: null });
    const zipped = await guardedFetch(`${origin}/big-gzip`, { policy, maxBytes: 1024 });
    expect(zipped).toMatchObject({ status: 200, tooLarge: true, body: null });
  });

  it("gives up on a request that doesn't answer within its timeout", async () => {
    const res = await guardedFetch(`${origin}/hang`, { policy, timeoutMs: 300 });
    expect(res.error?.kind).toBe("timeout");
  });

  it("follows at most 5 redirects", async () => {
    const res = await guardedFetch(`${origin}/hop/0`, { policy });
    expect(res.error?.kind).toBe("too-many-redirects");
    expect(res.redirects).toHaveLength(6);
  });
});

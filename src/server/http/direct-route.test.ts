import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { requestCookies } from "@/server/trpc/context";
import { acceptsGzip, answerDirectly, directRouteFor, GZIP_THRESHOLD, serveDirectly } from "./direct-route.mjs";

const routes = () => (globalThis as unknown as { __amtDirectRoutes: Map<string, unknown> }).__amtDirectRoutes;

describe("which requests the server entry answers directly", () => {
  afterEach(() => routes()?.clear());

  it("none until a route module has registered, then only its methods under its prefix", () => {
    expect(directRouteFor("GET", "/api/trpc/home.checklist?batch=1")).toBeNull();
    serveDirectly("/api/trpc/", { methods: { GET: () => new Response("ok"), POST: () => new Response("ok") } });
    expect(directRouteFor("GET", "/api/trpc/home.checklist?batch=1&input=%7B%7D")).not.toBeNull();
    expect(directRouteFor("POST", "/api/trpc/identity.profile.update")).not.toBeNull();
    expect(directRouteFor("PUT", "/api/trpc/home.checklist")).toBeNull();
    expect(directRouteFor("HEAD", "/api/trpc/home.checklist")).toBeNull();
    expect(directRouteFor("GET", "/api/trpcx")).toBeNull();
    expect(directRouteFor("GET", "/marketing-dashboard/home")).toBeNull();
  });

  it("with `matches`, only the paths it accepts", () => {
    serveDirectly("/p/", { methods: { GET: () => new Response("ok") }, matches: (path) => /^\/p\/[^/]+\/[^/]+$/.test(path) });
    expect(directRouteFor("GET", "/p/northwind/coffee?utm_source=x")).not.toBeNull();
    expect(directRouteFor("GET", "/p/northwind")).toBeNull();
    expect(directRouteFor("GET", "/p/northwind/coffee/extra")).toBeNull();
  });

  it("leaves Next.js a path holding a % (the proxy answers malformed ones) or ending in a slash (Next.js redirects it)", () => {
    serveDirectly("/api/trpc/", { methods: { GET: () => new Response("ok") } });
    expect(directRouteFor("GET", "/api/trpc/home%2Echecklist")).toBeNull();
    expect(directRouteFor("GET", "/api/trpc/home.checklist/")).toBeNull();
  });
});

describe("Accept-Encoding", () => {
  it("takes gzip unless its quality is zero", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("answering directly", () => {
  let server: Server;
  let base: string;
  const seen: { url: string; method: string; cookie: string | null; body: string; aborted?: boolean }[] = [];

  beforeAll(async () => {
    serveDirectly("/echo/", {
      methods: {
        GET: (req) => {
          seen.push({ url: req.url, method: req.method, cookie: req.headers.get("cookie"), body: "" });
          const size = Number(new URL(req.url).searchParams.get("size") ?? 2);
          const headers = new Headers({ "content-type": "application/json", vary: "trpc-accept, accept" });
          headers.append("set-cookie", "a=1; Path=/");
          headers.append("set-cookie", "b=2; Path=/");
          return new Response(JSON.stringify("x".repeat(size)), { status: 207, headers });
        },
        POST: async (req) => {
          seen.push({ url: req.url, method: req.method, cookie: req.headers.get("cookie"), body: await req.text() });
          return Response.json({ ok: true });
        },
      },
      headers: { "X-Content-Type-Options": "nosniff" },
    });
    server = createServer((req, res) => {
      const route = directRouteFor(req.method, req.url);
      if (!route) {
        res.statusCode = 404;
        res.end();
        return;
      }
      void answerDirectly(route, req, res);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    routes()?.clear();
    await new Promise((r) => server.close(r));
  });

  it("passes the path, query and headers, and writes back the status, headers (each Set-Cookie) and the route's own headers", async () => {
    const res = await fetch(`${base}/echo/x?size=2`, { headers: { cookie: "next-auth.session-token=abc; amt-workspace=w1", "accept-encoding": "identity" } });
    expect(res.status).toBe(207);
    expect(await res.json()).toBe("xx");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("vary")).toBe("trpc-accept, accept, Accept-Encoding");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(seen.at(-1)).toMatchObject({ url: "http://localhost/echo/x?size=2", method: "GET", cookie: "next-auth.session-token=abc; amt-workspace=w1" });
  });

  it("streams a POST body to the handler", async () => {
    const res = await fetch(`${base}/echo/y`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ 0: { json: { name: "Ada" } } }),
    });
    expect(await res.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"0":{"json":{"name":"Ada"}}}' });
  });

  it("gzips a body past the threshold for a client that takes gzip, and leaves small ones alone", async () => {
    const { request } = await import("node:http");
    const raw = (size: number) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${base}/echo/z?size=${size}`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const big = await raw(GZIP_THRESHOLD * 4);
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(Number(big.headers["content-length"])).toBe(big.body.length);
    expect(JSON.parse(gunzipSync(big.body).toString())).toBe("x".repeat(GZIP_THRESHOLD * 4));
    const small = await raw(10);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toBe("x".repeat(10));
  });
});

describe("requestCookies", () => {
  it("parses the Cookie header as Next.js's cookies() does", () => {
    const jar = requestCookies(new Headers({ cookie: "next-auth.session-token=a%2Bb; amt-workspace=w1;flag; bad=%E0%A4%A; amt-workspace=w2" }));
    expect(jar.get("next-auth.session-token")).toEqual({ value: "a+b" });
    expect(jar.get("amt-workspace")).toEqual({ value: "w2" });
    expect(jar.get("flag")).toEqual({ value: "true" });
    expect(jar.get("bad")).toBeUndefined();
    expect(jar.getAll().map((c) => c.name)).toEqual(["next-auth.session-token", "amt-workspace", "flag"]);
    expect(requestCookies(new Headers()).getAll()).toEqual([]);
  });
});

// First: it installs what Next's request scope needs before any Next module loads.
import { runInRouteScope } from "~tests/support/next-route";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeUser } from "~tests/support/factories";
import { THROTTLE } from "@/modules/identity";
import { hashPassword } from "@/modules/identity/server/passwords";
import { authHandler } from "@/server/auth/auth-handler";
import type { DbHandle } from "@/server/db/client";
import { normaliseForwarding, parseTrustedProxies } from "./forwarded.mjs";

/**
 * The per-address sign-in limit over real HTTP: a server on 127.0.0.1 does what the web server
 * entry (scripts/server.mjs) does on every request, normalise the forwarding headers from the TCP
 * peer, then hands the request to the real auth route handler.
 */
let handle: DbHandle;
let passwordHash: string;
const password = "correct horse battery staple";
beforeAll(async () => {
  handle = await createTestDb();
  (globalThis as { __amtDb?: DbHandle }).__amtDb = handle;
  passwordHash = await hashPassword(password);
});
afterAll(async () => {
  delete (globalThis as { __amtDb?: DbHandle }).__amtDb;
  await handle.close();
});

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The app's auth API behind the server entry's header normalisation, trusting `trustedProxies`. */
async function startServer(trustedProxies: string): Promise<{ url: string; close: () => Promise<void> }> {
  const trusted = parseTrustedProxies(trustedProxies);
  const server: Server = createServer(async (req, res) => {
    normaliseForwarding(req.headers, req.socket.remoteAddress, trusted);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const body = req.method === "POST" ? new Uint8Array(await bodyOf(req)) : undefined;
    const request = new NextRequest(`http://app.test${req.url}`, { method: req.method, headers, body });
    const nextauth = request.nextUrl.pathname.split("/").slice(3).filter(Boolean);
    const response = await runInRouteScope(request, "/api/auth/[...nextauth]", () => authHandler(request, { params: Promise.resolve({ nextauth }) }));
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") res.setHeader(name, value);
    });
    res.setHeader("set-cookie", response.headers.getSetCookie());
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** One password attempt as a browser makes it (CSRF token first), claiming to come from `forwardedFor`. */
async function signIn(base: string, email: string, attempt: string, forwardedFor: string): Promise<Response> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": forwardedFor } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": forwardedFor, "x-real-ip": forwardedFor },
    body: new URLSearchParams({ email, password: attempt, csrfToken, json: "true" }),
  });
}

const newAccount = async () => (await makeUser(handle.db, { passwordHash })).email;

/** THROTTLE.perIp wrong passwords, each for another account and claiming another address. */
async function failFromManyClaimedAddresses(base: string, prefix: string) {
  for (let i = 0; i < THROTTLE.perIp; i++) {
    const res = await signIn(base, await newAccount(), "wrong-password", `${prefix}.${i}`);
    expect(res.status).toBe(401);
  }
}

describe("forwarding headers and the per-address sign-in limit", () => {
  it("with no proxy configured, a forged X-Forwarded-For is not a new address: the peer's limit holds", { timeout: 120_000 }, async () => {
    const server = await startServer("");
    try {
      await failFromManyClaimedAddresses(server.url, "198.51.100");
      const res = await signIn(server.url, await newAccount(), password, "203.0.113.250");
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: string }).error).toBe("TOO_MANY_REQUESTS");
    } finally {
      await server.close();
    }
  });

  it("from a configured proxy, the address it forwards is the client's", { timeout: 120_000 }, async () => {
    const server = await startServer("127.0.0.1");
    try {
      await failFromManyClaimedAddresses(server.url, "192.0.2");
      const res = await signIn(server.url, await newAccount(), password, "203.0.113.251");
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

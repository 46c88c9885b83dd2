/**
 * The shared half of every platform's local stand-in: an HTTP server on 127.0.0.1 with the OAuth 2.0
 * authorization-code flow (consent page, PKCE S256, expiring access tokens, rotating refresh tokens),
 * knobs for tests (throttle the next calls, expire every token, restate a day), a request log, and a
 * deterministic number generator so any date range always yields the same data.
 *
 * Tokens and codes are signed, not stored, so a stand-in restarted with the same secret still accepts
 * what it issued (the demo keeps its connections across restarts).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
  json: () => unknown;
  form: () => URLSearchParams;
  /** The bearer (or other) token the platform's API would read, or null. */
  token: string | null;
};

export type FakeReply = { status?: number; json?: unknown; text?: string; bytes?: Buffer; headers?: Record<string, string> };
export type FakeRoute = { method: string; path: RegExp; handle: (req: FakeRequest, match: RegExpMatchArray) => FakeReply | Promise<FakeReply>; open?: boolean };

export type FakeSpec = {
  /** Shown on the consent page. */
  name: string;
  authorizePath: string;
  tokenPath: string;
  routes: FakeRoute[];
  /** The answer the platform gives when it throttles a call. */
  throttled: (req: FakeRequest) => FakeReply;
  /** The answer the platform gives for an expired or unknown token. */
  unauthorized?: (req: FakeRequest) => FakeReply;
  /** Where the platform's API reads the token; default: Authorization: Bearer. */
  tokenOf?: (req: FakeRequest) => string | null;
  /** Extra fields of the token endpoint's answer. */
  tokenExtras?: () => Record<string, unknown>;
};

export type FakeOptions = {
  clientId?: string;
  clientSecret?: string;
  /** Signs tokens and codes; a stand-in restarted with the same secret accepts what it issued. */
  secret?: string;
  accessTtlSeconds?: number;
  /** When false, access tokens never expire and no refresh token is issued. */
  refreshTokens?: boolean;
  /** Refresh tokens rotate: each is good for one refresh. */
  rotateRefreshTokens?: boolean;
  port?: number;
};

export type FakeControl = {
  /**
   * The next `n` API calls whose path matches answer as the platform does when it throttles, after
   * letting `skip` matching calls through (so a throttle can land mid-pagination).
   */
  throttleNext(n: number, path?: RegExp, skip?: number): void;
  /** Every access token issued so far stops working (refresh tokens still work). */
  expireAccessTokens(): void;
  /** Changes the numbers of a day, as a platform restating late conversions does. */
  restate(day: string): void;
  /** How many times a day was restated (data generators mix it into their numbers). */
  version(day: string): number;
  /**
   * API calls that `match` wait, unanswered, until the returned function is called: a test sees what
   * the app shows while a platform is slow. Closing the stand-in lets them go.
   */
  hold(match: (req: FakeRequest) => boolean): () => void;
  /** API calls received (not OAuth), in order, with their bodies. */
  calls: { method: string; path: string; query: string; body: string }[];
  refreshCount(): number;
};

export type FakeServer = { url: string; control: FakeControl; close: () => Promise<void> };

const b64 = (s: string) => Buffer.from(s).toString("base64url");
const unb64 = (s: string) => Buffer.from(s, "base64url").toString("utf8");

/** A number in [0, 1) that depends only on the key: the same key, the same number, every run. */
export function unit(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** A whole number in [min, max] from the key. */
export function intFrom(key: string, min: number, max: number): number {
  return min + Math.floor(unit(key) * (max - min + 1));
}

/** Cents in [min, max] major units from the key, as an exact decimal string with 2 places. */
export function centsFrom(key: string, min: number, max: number): string {
  const cents = intFrom(key, Math.round(min * 100), Math.round(max * 100));
  return (cents / 100).toFixed(2);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font:16px system-ui;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f5}main{background:#fff;padding:2rem;border-radius:12px;max-width:28rem;box-shadow:0 1px 3px #0002}button,a.btn{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #ccc;margin-right:.5rem;cursor:pointer;text-decoration:none;color:inherit;display:inline-block}.primary{background:#111;color:#fff;border-color:#111}code{background:#f4f4f5;padding:0 .3rem}</style></head><body><main>${body}</main></body></html>`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function startFake(spec: FakeSpec, options: FakeOptions = {}): Promise<FakeServer> {
  const clientId = options.clientId ?? "test-client";
  const clientSecret = options.clientSecret ?? "test-secret";
  const secret = options.secret ?? randomBytes(16).toString("hex");
  const accessTtl = options.accessTtlSeconds ?? 3600;
  const refreshTokens = options.refreshTokens ?? true;
  const rotate = options.rotateRefreshTokens ?? true;
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  const seal = (kind: string, data: object) => {
    const payload = b64(JSON.stringify({ k: kind, n: randomBytes(6).toString("hex"), ...data }));
    return `${payload}.${sign(payload)}`;
  };
  const unseal = <T>(kind: string, token: string | null | undefined): T | null => {
    if (!token) return null;
    const [payload, sig] = token.split(".");
    if (!payload || !sig || sign(payload) !== sig) return null;
    try {
      const data = JSON.parse(unb64(payload)) as T & { k: string };
      return data.k === kind ? data : null;
    } catch {
      return null;
    }
  };

  let throttle: { n: number; path?: RegExp; skip: number } = { n: 0, skip: 0 };
  let generation = 0;
  let refreshes = 0;
  const usedRefresh = new Set<string>();
  const versions = new Map<string, number>();
  const calls: FakeControl["calls"] = [];
  const holds = new Set<{ match: (req: FakeRequest) => boolean; released: Promise<void>; release: () => void }>();

  const issue = () => {
    const now = Date.now();
    const access = seal("at", { g: generation, exp: refreshTokens ? now + accessTtl * 1000 : null });
    return {
      access_token: access,
      token_type: "bearer",
      ...(refreshTokens ? { expires_in: accessTtl, refresh_token: seal("rt", { iat: now }) } : {}),
      ...(spec.tokenExtras?.() ?? {}),
    };
  };

  const send = (res: ServerResponse, reply: FakeReply) => {
    const headers = { ...(reply.headers ?? {}) };
    let body: string | Buffer = "";
    if (reply.bytes) body = reply.bytes;
    else if (reply.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(reply.json);
    } else if (reply.text !== undefined) {
      headers["content-type"] ??= "text/plain; charset=utf-8";
      body = reply.text;
    }
    res.writeHead(reply.status ?? 200, headers);
    res.end(body);
  };

  function consent(req: FakeRequest): FakeReply {
    const q = req.query;
    const redirect = q.get("redirect_uri") ?? "";
    const state = q.get("state") ?? "";
    if (q.get("client_id") !== clientId) return { status: 400, text: `Unknown client_id ${q.get("client_id")}` };
    if (!/^https?:\/\//.test(redirect)) return { status: 400, text: "redirect_uri is required" };
    const code = seal("code", { r: redirect, c: q.get("code_challenge"), exp: Date.now() + 600_000 });
    const allow = new URL(redirect);
    allow.searchParams.set("code", code);
    allow.searchParams.set("state", state);
    const deny = new URL(redirect);
    deny.searchParams.set("error", "access_denied");
    deny.searchParams.set("state", state);
    return {
      headers: { "content-type": "text/html; charset=utf-8" },
      text: page(
        `${spec.name}: allow access`,
        `<h1>${escapeHtml(spec.name)}</h1><p>Local stand-in of ${escapeHtml(spec.name)} for tests and the demo: no real account is involved.</p>
<p>AI Marketing Tools asks for: <code>${escapeHtml(q.get("scope") ?? "(no scopes)")}</code></p>
<p><a class="btn primary" href="${escapeHtml(allow.toString())}">Allow</a><a class="btn" href="${escapeHtml(deny.toString())}">Deny</a></p>`,
      ),
    };
  }

  function token(req: FakeRequest): FakeReply {
    const form = req.form();
    let id = form.get("client_id");
    let sec = form.get("client_secret");
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
    if (basic) {
      const [user, pass] = Buffer.from(basic[1]!, "base64").toString().split(":");
      id = user ?? null;
      sec = pass ?? null;
    }
    if (id !== clientId || sec !== clientSecret) return { status: 401, json: { error: "invalid_client", error_description: "Unknown client or wrong secret" } };
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const code = unseal<{ r: string; c: string | null; exp: number }>("code", form.get("code"));
      if (!code || code.exp < Date.now()) return { status: 400, json: { error: "invalid_grant", error_description: "The code is invalid or expired" } };
      if (code.r !== form.get("redirect_uri"))
        return { status: 400, json: { error: "invalid_grant", error_description: "redirect_uri differs from the authorization request" } };
      if (code.c) {
        const verifier = form.get("code_verifier") ?? "";
        if (createHash("sha256").update(verifier).digest("base64url") !== code.c)
          return { status: 400, json: { error: "invalid_grant", error_description: "PKCE verification failed" } };
      }
      return { json: issue() };
    }
    if (grant === "refresh_token" && refreshTokens) {
      const rt = form.get("refresh_token") ?? "";
      if (!unseal("rt", rt) || (rotate && usedRefresh.has(rt)))
        return { status: 400, json: { error: "invalid_grant", error_description: "The refresh token is invalid or was already used" } };
      if (rotate) usedRefresh.add(rt);
      refreshes++;
      const answer = issue();
      return { json: rotate ? answer : { ...answer, refresh_token: undefined } };
    }
    return { status: 400, json: { error: "unsupported_grant_type" } };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const r: FakeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json: () => (body ? JSON.parse(body) : {}),
      form: () => new URLSearchParams(body),
      token: null,
    };
    try {
      if (r.method === "GET" && r.path === spec.authorizePath) return send(res, consent(r));
      if (r.path === spec.tokenPath && (r.method === "POST" || r.method === "GET")) {
        if (r.method === "GET") r.body = url.searchParams.toString();
        r.form = () => new URLSearchParams(r.body);
        return send(res, token(r));
      }
      for (const route of spec.routes) {
        const match = r.method === route.method ? r.path.match(route.path) : null;
        if (!match) continue;
        if (!route.open) {
          calls.push({ method: r.method, path: r.path, query: url.search, body });
          r.token = spec.tokenOf ? spec.tokenOf(r) : (/^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null);
          const at = unseal<{ g: number; exp: number | null }>("at", r.token);
          if (!at || at.g < generation || (at.exp !== null && at.exp < Date.now())) {
            return send(res, spec.unauthorized?.(r) ?? { status: 401, json: { error: { code: 401, message: "Invalid or expired access token" } } });
          }
          if (throttle.n > 0 && (!throttle.path || throttle.path.test(r.path))) {
            if (throttle.skip > 0) throttle.skip--;
            else {
              throttle.n--;
              return send(res, spec.throttled(r));
            }
          }
          for (const held of holds) if (held.match(r)) await held.released;
        }
        return send(res, await route.handle(r, match));
      }
      send(res, { status: 404, json: { error: { code: 404, message: `No route ${r.method} ${r.path}` } } });
    } catch (error) {
      send(res, { status: 500, json: { error: { code: 500, message: error instanceof Error ? error.message : String(error) } } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    control: {
      throttleNext: (n, path, skip = 0) => {
        throttle = { n, path, skip };
      },
      expireAccessTokens: () => {
        generation++;
      },
      restate: (day) => versions.set(day, (versions.get(day) ?? 0) + 1),
      version: (day) => versions.get(day) ?? 0,
      hold: (match) => {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        const held = { match, released, release };
        holds.add(held);
        return () => (holds.delete(held), release());
      },
      calls,
      refreshCount: () => refreshes,
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const held of holds) held.release();
        holds.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

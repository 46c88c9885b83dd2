import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Db } from "@/server/db/client";
import { getLogger, type Logger } from "@/server/log";
import { readSession, type SessionUser } from "@/server/auth/session";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { clientIp } from "@/server/auth/client-ip";

export type CookieReader = { get(name: string): { value: string } | undefined; getAll(): { name: string; value: string }[] };

export type Context = {
  db: Db;
  requestId: string;
  log: Logger;
  session: SessionUser | null;
  /** The client's address as the reverse proxy reports it (null: none said); throttles key on it. */
  clientIp?: string | null;
  /** The workspace id the browser asked for (cookie); verified by workspaceProcedure. */
  requestedWorkspaceId: string | null;
  /** Sets a cookie on the response; absent where no response is being written (server render). */
  setCookie?: (name: string, value: string, maxAgeSeconds: number) => void;
  /** Work done once per request and shared by every procedure of a batch (the tenant, say). */
  memo: Map<string, Promise<unknown>>;
};

/**
 * The request's cookies from its Cookie header, parsed as Next.js's `cookies()` parses them (a value
 * that isn't valid percent-encoding is skipped; a repeated name keeps the last): the tRPC route
 * reads them itself, since the web server entry may answer it outside Next.js's request context.
 */
export function requestCookies(headers: Headers): CookieReader {
  const map = new Map<string, string>();
  for (const pair of (headers.get("cookie") ?? "").split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    if (at === -1) {
      map.set(pair, "true");
      continue;
    }
    try {
      map.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // malformed encoding: skipped, as Next.js does
    }
  }
  return {
    get: (name) => (map.has(name) ? { value: map.get(name)! } : undefined),
    getAll: () => [...map].map(([name, value]) => ({ name, value })),
  };
}

/** Runs `load` once per request for `key`; the procedures of one batch share the answer. */
export function once<T>(ctx: Pick<Context, "memo">, key: string, load: () => Promise<T>): Promise<T> {
  let hit = ctx.memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    ctx.memo.set(key, hit);
  }
  return hit;
}

export async function createContext(opts: { cookies: CookieReader; headers: Headers; setCookie?: Context["setCookie"]; db?: Db }): Promise<Context> {
  const requestId = opts.headers.get("x-request-id") ?? randomUUID();
  return {
    db: opts.db ?? getDb(),
    requestId,
    log: getLogger().child({ requestId }),
    session: await readSession(opts.cookies, opts.headers),
    clientIp: clientIp(opts.headers),
    requestedWorkspaceId: opts.cookies.get(WORKSPACE_COOKIE)?.value ?? null,
    setCookie: opts.setCookie,
    memo: new Map(),
  };
}

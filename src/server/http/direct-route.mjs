/**
 * Routes the web server entry (scripts/server.mjs) answers itself, without Next.js's router in
 * between. The tRPC API is one: its handler is a plain fetch handler (Request → Response) that needs
 * nothing of Next.js's request context, and Next.js's routing, request wrapping and response
 * streaming cost more main-thread time per call than the procedures themselves (bench/README).
 *
 * The route module registers its handler when Next.js loads it (`serveDirectly`, at start-up, when
 * Next.js preloads every route); until then, and for anything else (other methods, a path holding a
 * "%", which the proxy answers, or a trailing slash, which Next.js redirects), Next.js answers as
 * before. A directly answered response gets the headers `next.config.ts` gives the path, and gzip
 * when the client takes it and the body is worth it, as Next.js's own compression does.
 *
 * Plain JavaScript (types in direct-route.d.mts), with no `server-only` guard: the web server entry
 * runs it in Node with no TypeScript loader.
 */
/* global AbortController, Buffer, Headers, Request -- Node's own (eslint gives src/ the browser's and no Node globals to .mjs files) */
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
/** Bodies below this go as they are (the `compression` package's threshold, which Next.js uses). */
export const GZIP_THRESHOLD = 1024;

const registry = () => (globalThis.__amtDirectRoutes ??= new Map());

/**
 * Lets the web server entry answer requests under `prefix` (say "/api/trpc/") with `methods`,
 * adding `headers` to each response; with `matches`, only the paths it accepts (the rest go to
 * Next.js, which answers them as before). Called by a route module as Next.js loads it.
 */
export function serveDirectly(prefix, route) {
  registry().set(prefix, route);
}

/** The registered route that answers this request, or null: Next.js answers it. */
export function directRouteFor(method, url) {
  const routes = globalThis.__amtDirectRoutes;
  if (!routes || routes.size === 0 || !url) return null;
  const end = url.indexOf("?");
  const pathname = end === -1 ? url : url.slice(0, end);
  if (pathname.includes("%") || pathname.endsWith("/")) return null;
  for (const [prefix, route] of routes) {
    if (pathname.startsWith(prefix) && typeof route.methods[method] === "function" && (!route.matches || route.matches(pathname))) return route;
  }
  return null;
}

/** Whether the client takes gzip (`Accept-Encoding`, with no `q=0` for it). */
export function acceptsGzip(header) {
  if (!header) return false;
  for (const part of String(header).split(",")) {
    const [coding, ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "gzip") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** The Node request as a fetch Request (the body streamed, aborted when the client goes away). */
function requestOf(req, signal) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // The path only: the host a client sent is never parsed as part of an address.
  return new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? "half" : undefined,
    signal,
  });
}

/** Answers `req` with the route's handler, writing its Response to `res`. */
export async function answerDirectly(route, req, res) {
  const aborted = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  const response = await route.methods[req.method](requestOf(req, aborted.signal));
  let body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  for (const [name, value] of Object.entries(route.headers ?? {})) res.setHeader(name, value);
  res.setHeader("vary", [res.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "));
  if (body.length >= GZIP_THRESHOLD && !response.headers.has("content-encoding") && acceptsGzip(req.headers["accept-encoding"])) {
    body = await gzipAsync(body);
    res.setHeader("content-encoding", "gzip");
  }
  res.setHeader("content-length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

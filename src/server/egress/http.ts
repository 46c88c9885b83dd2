import "server-only";
/**
 * HTTP to an address a user gave (the SEO crawler, an SMS provider's custom base URL, and the
 * outbound webhooks a later feature adds: call `egressFetch` with method POST and the body).
 * node:http/https with the guard's `lookup` (addresses checked when each connection is made), the
 * connected peer checked again, redirects followed by hand (each hop checked like the first; a
 * body, cookies and credentials never follow a redirect to another origin), a timeout per request
 * and a size cap. It never throws: a refusal, timeout or network failure is in `error`, as a class.
 *
 * `fixedHostFetch` is the global fetch for hosts an operator configured (Stripe, the ad platforms'
 * APIs, OAuth issuers, metrics services): named so a reader sees the choice, and so the lint rule
 * that forbids the global fetch outside egress has one documented way through.
 */
import http from "node:http";
import https from "node:https";
import type { LookupAddress } from "node:dns";
import type { Socket } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { classifyNetworkError, EgressError } from "./errors";
import { checkTarget, currentPolicy, peerProblem, resolveChecked, type EgressPolicy, type Resolver, type Target } from "./policy";

export const MAX_REDIRECTS = 5;
export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_BYTES = 5 * 1024 * 1024;

/** The global fetch, for a host the operator configured (never one a user typed). */
export const fixedHostFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export type Hop = { url: string; status: number };

export type EgressResponse = {
  url: string;
  finalUrl: string;
  /** Status of the last response; null when no response came. */
  status: number | null;
  /** Redirects followed, in order: each redirecting URL with its status. */
  redirects: Hop[];
  contentType: string;
  headers: http.IncomingHttpHeaders;
  /** The body when it was read (see `readBody`), decoded. */
  body: Buffer | null;
  /** Bytes of the (decoded) body read, or the declared length when it wasn't read. */
  bytes: number;
  /** The body was over the size cap: reading stopped there (the "too large" class). */
  tooLarge: boolean;
  /** From the first request to the end of the last response. */
  timeMs: number;
  error: EgressError | null;
};

export type EgressFetchOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Ports a URL may name (default 80 and 443); an allowed host:port may use any. */
  ports?: readonly number[];
  /** Every hop must be https, unless its host:port is allowed (provider base URLs). */
  requireHttps?: boolean;
  /** Whether to read the body of this final response (default: always). */
  readBody?: (status: number, contentType: string) => boolean;
  /** The guard's policy (default: the settings, or what a test set). */
  policy?: EgressPolicy;
  /** Keep-alive agents, one per scheme (a crawl shares them). */
  agents?: { http: http.Agent; https: https.Agent };
  signal?: AbortSignal;
  /** Extra trusted certificate authorities (PEM): a local HTTPS stand-in's, in tests. */
  ca?: string;
};

/** Keep-alive agents for many requests to one site (the crawler). */
export function egressAgents(maxSockets: number, ca?: string) {
  return { http: new http.Agent({ keepAlive: true, maxSockets }), https: new https.Agent({ keepAlive: true, maxSockets, ...(ca ? { ca } : {}) }) };
}

export type CheckedUrl = Target & { url: URL };
type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Checks a URL before any connection: http(s), no user info, an allowed port, a host that may be reached. */
export function checkUrl(
  input: string | URL,
  opts: Pick<EgressFetchOptions, "ports" | "requireHttps"> = {},
  policy: EgressPolicy = currentPolicy(),
): CheckedUrl {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input) : input;
  } catch {
    throw new EgressError("blocked", { reason: "syntax", detail: `“${String(input)}” isn't a web address` });
  }
  const scheme = url.protocol.replace(/:$/, "");
  if (scheme !== "http" && scheme !== "https") throw new EgressError("blocked", { reason: "scheme", scheme, detail: `${scheme} isn't http or https` });
  if (url.username || url.password) throw new EgressError("blocked", { reason: "credentials", detail: "the address holds a user name or password" });
  const port = url.port ? Number(url.port) : scheme === "https" ? 443 : 80;
  const target = checkTarget(url.hostname, port, opts.ports ?? [80, 443], policy);
  if (opts.requireHttps && scheme !== "https" && !target.allowed)
    throw new EgressError("blocked", { reason: "scheme", scheme, detail: "the address isn't https" });
  return { ...target, url };
}

/** A `lookup` for node:net that hands the socket only checked addresses, at the moment it connects. */
export function guardedLookup(target: Target, resolver: Resolver) {
  return (hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => {
    const all = typeof options === "object" && options.all === true;
    if (hostname.toLowerCase().replace(/\.$/, "") !== target.host) {
      callback(Object.assign(new EgressError("blocked", { reason: "name", detail: `unexpected host ${hostname}` }), { code: "EGUARD" }), "");
      return;
    }
    resolveChecked(target, resolver).then(
      (answers) => {
        if (all)
          callback(
            null,
            answers.map((a) => ({ address: a.address, family: a.family })),
          );
        else callback(null, answers[0]!.address, answers[0]!.family);
      },
      (error: Error) => callback(Object.assign(error, { code: "EGUARD" }), ""),
    );
  };
}

type OneResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer | null; bytes: number; tooLarge: boolean };

function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers["content-encoding"] ?? "")
    .toLowerCase()
    .trim();
  if (encoding === "gzip" || encoding === "x-gzip") return res.pipe(zlib.createGunzip());
  if (encoding === "deflate") return res.pipe(zlib.createInflate());
  if (encoding === "br") return res.pipe(zlib.createBrotliDecompress());
  return res;
}

type Hop1 = { method: string; headers: Record<string, string>; body?: string | Buffer };

function requestOnce(
  target: CheckedUrl,
  policy: EgressPolicy,
  hop: Hop1,
  opts: EgressFetchOptions,
  readBody: (status: number, type: string) => boolean,
): Promise<OneResponse> {
  const { url } = target;
  const secure = url.protocol === "https:";
  const maxBytes = opts.maxBytes ?? MAX_BYTES;
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise<OneResponse>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      fn();
    };
    const isIp = target.host.includes(":") || /^\d+\.\d+\.\d+\.\d+$/.test(target.host);
    const options: https.RequestOptions = {
      protocol: url.protocol,
      hostname: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: hop.method,
      headers: { ...hop.headers, host: url.host },
      lookup: guardedLookup(target, policy.resolver) as unknown as http.RequestOptions["lookup"],
      agent: opts.agents ? (secure ? opts.agents.https : opts.agents.http) : false,
      ...(secure && opts.ca ? { ca: opts.ca } : {}),
      ...(secure && !isIp ? { servername: target.host } : {}),
    };
    const req = (secure ? https : http).request(options);
    const fail = (error: EgressError) =>
      done(() => {
        req.destroy();
        reject(error);
      });
    const timer = setTimeout(() => fail(new EgressError("timed out", { timeoutMs })), timeoutMs);
    const onAbort = () => fail(new EgressError("cancelled"));
    opts.signal?.addEventListener("abort", onAbort);
    const checkPeer = (socket: Socket) => {
      const problem = peerProblem(socket.remoteAddress, target);
      if (problem) fail(problem);
    };
    req.on("socket", (socket: Socket) => {
      if (socket.remoteAddress) checkPeer(socket);
      else socket.once("connect", () => checkPeer(socket));
    });
    req.on("error", (error: Error & { code?: string }) => fail(error instanceof EgressError ? error : classifyNetworkError(error, { timeoutMs })));
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const type = String(res.headers["content-type"] ?? "");
      const declared = Number(res.headers["content-length"] ?? NaN);
      const redirect = status >= 300 && status < 400 && Boolean(res.headers.location);
      const headersOnly = (bytes: number, tooLarge: boolean) => ({ status, headers: res.headers, body: null, bytes, tooLarge });
      if (hop.method !== "HEAD" && !redirect && !readBody(status, type)) {
        // Only the headers matter (a PDF, an external page): stop the download here.
        done(() => {
          req.destroy();
          resolve(headersOnly(Number.isFinite(declared) ? declared : 0, declared > maxBytes));
        });
        return;
      }
      if (hop.method === "HEAD" || redirect) {
        res.resume();
        res.on("end", () => done(() => resolve(headersOnly(Number.isFinite(declared) ? declared : 0, declared > maxBytes))));
        res.on("error", () => done(() => resolve(headersOnly(0, false))));
        return;
      }
      if (Number.isFinite(declared) && declared > maxBytes) {
        done(() => {
          req.destroy();
          resolve(headersOnly(declared, true));
        });
        return;
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      const stream = decoded(res);
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > maxBytes) {
          done(() => {
            req.destroy();
            resolve(headersOnly(bytes, true));
          });
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => done(() => resolve({ status, headers: res.headers, body: Buffer.concat(chunks), bytes, tooLarge: false })));
      stream.on("error", () => fail(new EgressError("network")));
    });
    req.end(hop.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that carry credentials: dropped when a redirect leaves the origin. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

/** The request of the next hop, or an error when it can't follow safely. */
function nextHop(hop: Hop1, status: number, from: URL, to: URL): Hop1 | EgressError {
  const sameOrigin = from.origin === to.origin;
  const headers = Object.fromEntries(Object.entries(hop.headers).filter(([k]) => sameOrigin || !CREDENTIAL_HEADERS.includes(k.toLowerCase())));
  // 303, and 301/302 after a POST (as browsers do), turn into a GET without the body.
  if (status === 303 || ((status === 301 || status === 302) && hop.method === "POST")) {
    const { "content-type": _type, "content-length": _length, ...rest } = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return { method: hop.method === "HEAD" ? "HEAD" : "GET", headers: rest };
  }
  if (hop.body !== undefined && !sameOrigin)
    return new EgressError("redirects", { redirect: "body", detail: "a request with a body was redirected to another site" });
  return { ...hop, headers };
}

/**
 * Requests a URL through the guard, following up to `maxRedirects` redirects (each hop checked).
 * Never throws: a refusal, timeout or network failure is in `error`.
 */
export async function egressFetch(input: string, opts: EgressFetchOptions = {}): Promise<EgressResponse> {
  const started = performance.now();
  const readBody = opts.readBody ?? (() => true);
  const policy = opts.policy ?? currentPolicy();
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  const redirects: Hop[] = [];
  const seen = new Set<string>();
  let current = input;
  let hop: Hop1 = { method: (opts.method ?? "GET").toUpperCase(), headers: opts.headers ?? {}, body: opts.body };
  const result = (r: Partial<EgressResponse>): EgressResponse => ({
    url: input,
    finalUrl: current,
    status: null,
    redirects,
    contentType: "",
    headers: {},
    body: null,
    bytes: 0,
    tooLarge: false,
    timeMs: Math.round(performance.now() - started),
    error: null,
    ...r,
  });
  for (;;) {
    seen.add(current);
    let res: OneResponse;
    let target: CheckedUrl;
    try {
      target = checkUrl(current, opts, policy);
      res = await requestOnce(target, policy, hop, opts, readBody);
    } catch (error) {
      if (error instanceof EgressError) return result({ error });
      throw error;
    }
    const location = res.headers.location;
    if (REDIRECTS.has(res.status) && location) {
      redirects.push({ url: current, status: res.status });
      const at = { status: res.status, headers: res.headers };
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return result({ ...at, error: new EgressError("redirects", { redirect: "invalid", detail: "the redirect points to an invalid address" }) });
      }
      next.hash = "";
      if (seen.has(next.href)) {
        current = next.href;
        return result({ ...at, error: new EgressError("redirects", { redirect: "loop", detail: "the redirects loop back to an address already visited" }) });
      }
      if (redirects.length > maxRedirects)
        return result({ ...at, error: new EgressError("redirects", { redirect: "too-many", detail: `more than ${maxRedirects} redirects in a row` }) });
      const following = nextHop(hop, res.status, target.url, next);
      if (following instanceof EgressError) return result({ ...at, error: following });
      hop = following;
      current = next.href;
      continue;
    }
    return result({
      status: res.status,
      headers: res.headers,
      contentType: String(res.headers["content-type"] ?? ""),
      body: res.body,
      bytes: res.bytes,
      tooLarge: res.tooLarge,
    });
  }
}

/**
 * HTTP for the SEO crawler, through the SSRF guard only: node:http/https with the guard's `lookup`
 * (addresses checked at connect time), the connected peer checked again, redirects followed by
 * hand (at most 5, each hop checked like the first), a timeout per request and a size cap.
 */
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { checkUrl, currentPolicy, GuardError, guardedLookup, peerProblem, type CheckedTarget, type GuardPolicy } from "./guard";

export const USER_AGENT_TOKEN = "AIMarketingToolsBot";
export const USER_AGENT = `Mozilla/5.0 (compatible; ${USER_AGENT_TOKEN}/1.0; +https://aimarketingtools.example/bot)`;
export const MAX_REDIRECTS = 5;
export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_BYTES = 5 * 1024 * 1024;

export type FetchErrorKind = "blocked" | "timeout" | "network" | "redirect-loop" | "too-many-redirects" | "cancelled";

export type Hop = { url: string; status: number };

export type FetchResult = {
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
  /** The body was over the size cap: reading stopped there. */
  tooLarge: boolean;
  /** From the first request to the end of the last response. */
  timeMs: number;
  error: { kind: FetchErrorKind; message: string } | null;
};

export type FetchOptions = {
  method?: "GET" | "HEAD";
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Whether to read the body of this final response (default: always). */
  readBody?: (status: number, contentType: string) => boolean;
  /** The guard's policy (default: the settings, or what a test set). */
  policy?: GuardPolicy;
  /** Keep-alive agents, one per scheme, shared by a crawl. */
  agents?: { http: http.Agent; https: https.Agent };
  signal?: AbortSignal;
  accept?: string;
  /** Extra trusted certificate authorities (PEM): the local HTTPS test site's, in tests. */
  ca?: string;
};

export function crawlAgents(maxSockets: number, ca?: string) {
  return { http: new http.Agent({ keepAlive: true, maxSockets }), https: new https.Agent({ keepAlive: true, maxSockets, ...(ca ? { ca } : {}) }) };
}

class Failure extends Error {
  constructor(
    readonly kind: FetchErrorKind,
    message: string,
  ) {
    super(message);
  }
}

type Response1 = { status: number; headers: http.IncomingHttpHeaders; body: Buffer | null; bytes: number; tooLarge: boolean };

function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers["content-encoding"] ?? "").toLowerCase().trim();
  if (encoding === "gzip" || encoding === "x-gzip") return res.pipe(zlib.createGunzip());
  if (encoding === "deflate") return res.pipe(zlib.createInflate());
  if (encoding === "br") return res.pipe(zlib.createBrotliDecompress());
  return res;
}

function requestOnce(target: CheckedTarget, policy: GuardPolicy, method: "GET" | "HEAD", opts: FetchOptions, readBody: (status: number, type: string) => boolean): Promise<Response1> {
  const { url } = target;
  const secure = url.protocol === "https:";
  const maxBytes = opts.maxBytes ?? MAX_BYTES;
  return new Promise<Response1>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      fn();
    };
    const options: https.RequestOptions = {
      protocol: url.protocol,
      hostname: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method,
      headers: { "user-agent": USER_AGENT, accept: opts.accept ?? "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip, deflate, br", host: url.host },
      lookup: guardedLookup(target, policy.resolver) as unknown as http.RequestOptions["lookup"],
      agent: opts.agents ? (secure ? opts.agents.https : opts.agents.http) : false,
      ...(secure && opts.ca ? { ca: opts.ca } : {}),
      ...(secure && !target.host.includes(":") && !/^\d+\.\d+\.\d+\.\d+$/.test(target.host) ? { servername: target.host } : {}),
    };
    const req = (secure ? https : http).request(options);
    const fail = (error: Failure) => done(() => {
      req.destroy();
      reject(error);
    });
    const timer = setTimeout(() => fail(new Failure("timeout", `No complete answer within ${Math.round((opts.timeoutMs ?? REQUEST_TIMEOUT_MS) / 1000)} s.`)), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => fail(new Failure("cancelled", "The audit was stopped."));
    opts.signal?.addEventListener("abort", onAbort);
    const checkPeer = (socket: Socket) => {
      const problem = peerProblem(socket.remoteAddress, target);
      if (problem) fail(new Failure("blocked", problem));
    };
    req.on("socket", (socket: Socket) => {
      if (socket.remoteAddress) checkPeer(socket);
      else socket.once("connect", () => checkPeer(socket));
    });
    req.on("error", (error: Error & { code?: string }) => {
      if (error instanceof GuardError || error.code === "EGUARD") fail(new Failure("blocked", error.message));
      else fail(new Failure("network", networkSentence(error)));
    });
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const type = String(res.headers["content-type"] ?? "");
      const declared = Number(res.headers["content-length"] ?? NaN);
      const isRedirect = status >= 300 && status < 400 && Boolean(res.headers.location);
      if (method === "GET" && !isRedirect && !readBody(status, type)) {
        // Only the headers matter (a PDF, an external page): stop the download here.
        done(() => {
          req.destroy();
          resolve({ status, headers: res.headers, body: null, bytes: Number.isFinite(declared) ? declared : 0, tooLarge: declared > maxBytes });
        });
        return;
      }
      if (method === "HEAD" || isRedirect) {
        res.resume();
        res.on("end", () => done(() => resolve({ status, headers: res.headers, body: null, bytes: Number.isFinite(declared) ? declared : 0, tooLarge: declared > maxBytes })));
        res.on("error", () => done(() => resolve({ status, headers: res.headers, body: null, bytes: 0, tooLarge: false })));
        return;
      }
      if (Number.isFinite(declared) && declared > maxBytes) {
        done(() => {
          req.destroy();
          resolve({ status, headers: res.headers, body: null, bytes: declared, tooLarge: true });
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
            resolve({ status, headers: res.headers, body: null, bytes, tooLarge: true });
          });
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => done(() => resolve({ status, headers: res.headers, body: Buffer.concat(chunks), bytes, tooLarge: false })));
      stream.on("error", () => fail(new Failure("network", "The answer couldn't be decoded.")));
    });
    req.end();
  });
}

function networkSentence(error: Error & { code?: string }): string {
  switch (error.code) {
    case "ECONNREFUSED":
      return "The server refused the connection.";
    case "ECONNRESET":
      return "The server closed the connection.";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "The host name couldn't be found.";
    case "CERT_HAS_EXPIRED":
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "ERR_TLS_CERT_ALTNAME_INVALID":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "SELF_SIGNED_CERT_IN_CHAIN":
      return `The site's HTTPS certificate isn't valid (${error.code}).`;
    default:
      return `The request failed (${error.code ?? error.message}).`;
  }
}

const isRedirect = (status: number) => status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

/**
 * Fetches a URL through the guard, following up to `maxRedirects` redirects (each hop checked).
 * Never throws: a refusal, timeout or network failure is in `error`.
 */
export async function guardedFetch(input: string, opts: FetchOptions = {}): Promise<FetchResult> {
  const started = performance.now();
  const method = opts.method ?? "GET";
  const readBody = opts.readBody ?? (() => true);
  const policy = opts.policy ?? currentPolicy();
  const redirects: Hop[] = [];
  const seen = new Set<string>();
  let current = input;
  const result = (r: Partial<FetchResult>): FetchResult => ({
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
    let res: Response1;
    try {
      res = await requestOnce(checkUrl(current, policy), policy, method, opts, readBody);
    } catch (error) {
      if (error instanceof GuardError) return result({ error: { kind: "blocked", message: error.message } });
      if (error instanceof Failure) return result({ error: { kind: error.kind, message: error.message } });
      throw error;
    }
    const location = res.headers.location;
    if (isRedirect(res.status) && location) {
      redirects.push({ url: current, status: res.status });
      let next: string;
      try {
        next = new URL(location, current).href.replace(/#.*$/, "");
      } catch {
        return result({ status: res.status, headers: res.headers, error: { kind: "network", message: `The redirect points to an invalid address (${location}).` } });
      }
      if (seen.has(next)) {
        current = next;
        return result({ status: res.status, headers: res.headers, error: { kind: "redirect-loop", message: "The redirects loop back to an address already visited." } });
      }
      if (redirects.length > (opts.maxRedirects ?? MAX_REDIRECTS)) return result({ status: res.status, headers: res.headers, error: { kind: "too-many-redirects", message: `More than ${opts.maxRedirects ?? MAX_REDIRECTS} redirects in a row.` } });
      current = next;
      continue;
    }
    return result({ status: res.status, headers: res.headers, contentType: String(res.headers["content-type"] ?? ""), body: res.body, bytes: res.bytes, tooLarge: res.tooLarge });
  }
}

import "server-only";
/**
 * One HTTP request to an address a user gave whose answer is read as it arrives (a model
 * provider's server-sent events): the same checks as `egressFetch` (the URL, the guard's `lookup`
 * when the socket connects, the connected peer), a timeout until the response headers and then
 * between two chunks, and cancellation through an AbortSignal, which destroys the socket. It never
 * follows a redirect (the request carries a body and credentials): a 3xx is answered as it is.
 * It never throws: a refusal, timeout or network failure before the headers is in `error`; after
 * them, the body stream emits an `EgressError` (cancelled, timed out, closed).
 */
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import type { Readable } from "node:stream";
import { classifyNetworkError, EgressError } from "./errors";
import { checkUrl, guardedLookup, REQUEST_TIMEOUT_MS, type CheckedUrl, type EgressFetchOptions } from "./http";
import { currentPolicy, peerProblem } from "./policy";

export type EgressStreamOptions = Pick<EgressFetchOptions, "method" | "headers" | "body" | "ports" | "requireHttps" | "policy" | "signal" | "ca"> & {
  /** Until the response headers arrive, and then the longest pause between two chunks of the body. */
  timeoutMs?: number;
};

export type EgressStreamResponse =
  | { error: null; status: number; headers: http.IncomingHttpHeaders; body: Readable }
  | { error: EgressError; status: null; headers: Record<string, never>; body: null };

const failed = (error: EgressError): EgressStreamResponse => ({ error, status: null, headers: {}, body: null });

export function egressStream(input: string, opts: EgressStreamOptions = {}): Promise<EgressStreamResponse> {
  const policy = opts.policy ?? currentPolicy();
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let target: CheckedUrl;
  try {
    target = checkUrl(input, opts, policy);
  } catch (error) {
    if (error instanceof EgressError) return Promise.resolve(failed(error));
    throw error;
  }
  if (opts.signal?.aborted) return Promise.resolve(failed(new EgressError("cancelled")));
  const { url } = target;
  const secure = url.protocol === "https:";
  const isIp = target.host.includes(":") || /^\d+\.\d+\.\d+\.\d+$/.test(target.host);
  return new Promise<EgressStreamResponse>((resolve) => {
    let answered = false;
    let body: Readable | null = null;
    const req = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: (opts.method ?? "GET").toUpperCase(),
      headers: { ...opts.headers, host: url.host },
      lookup: guardedLookup(target, policy.resolver) as unknown as http.RequestOptions["lookup"],
      agent: false,
      ...(secure && opts.ca ? { ca: opts.ca } : {}),
      ...(secure && !isIp ? { servername: target.host } : {}),
    });
    const stop = (error: EgressError) => {
      cleanup();
      if (!answered) {
        answered = true;
        resolve(failed(error));
      } else body?.destroy(error);
      req.destroy();
    };
    const timer = setTimeout(() => stop(new EgressError("timed out", { timeoutMs })), timeoutMs);
    const onAbort = () => stop(new EgressError("cancelled"));
    const cleanup = () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
    };
    opts.signal?.addEventListener("abort", onAbort);
    const checkPeer = (socket: Socket) => {
      const problem = peerProblem(socket.remoteAddress, target);
      if (problem) stop(problem);
    };
    req.on("socket", (socket: Socket) => {
      if (socket.remoteAddress) checkPeer(socket);
      else socket.once("connect", () => checkPeer(socket));
    });
    req.on("error", (error: Error) => {
      if (!answered) stop(error instanceof EgressError ? error : classifyNetworkError(error, { timeoutMs, tls: secure }));
    });
    req.on("response", (res) => {
      answered = true;
      body = res;
      clearTimeout(timer);
      // From here the socket's own idle timer: no bytes for timeoutMs ends the body with "timed out".
      req.setTimeout(timeoutMs, () => stop(new EgressError("timed out", { timeoutMs })));
      res.on("close", cleanup);
      resolve({ error: null, status: res.statusCode ?? 0, headers: res.headers, body: res });
    });
    req.end(opts.body);
  });
}

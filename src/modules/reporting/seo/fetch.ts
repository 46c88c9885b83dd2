/**
 * HTTP for the SEO crawler: egress's `egressFetch` (every hop checked, timeout, size cap) with the
 * crawler's user agent and accept header, and failures in the crawler's kinds and words.
 */
import type http from "node:http";
import type https from "node:https";
import { egressAgents, egressFetch, type EgressError, type Hop } from "@/server/egress";
import { crawlerSentence, currentPolicy, type GuardPolicy } from "./guard";

export type { Hop } from "@/server/egress";
export { MAX_BYTES, MAX_REDIRECTS, REQUEST_TIMEOUT_MS } from "@/server/egress";

export const USER_AGENT_TOKEN = "AIMarketingToolsBot";
export const USER_AGENT = `Mozilla/5.0 (compatible; ${USER_AGENT_TOKEN}/1.0; +https://aimarketingtools.example/bot)`;

export type FetchErrorKind = "blocked" | "timeout" | "network" | "redirect-loop" | "too-many-redirects" | "cancelled";

export type FetchResult = {
  url: string;
  finalUrl: string;
  status: number | null;
  redirects: Hop[];
  contentType: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
  bytes: number;
  tooLarge: boolean;
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

export const crawlAgents = egressAgents;

function crawlerKind(error: EgressError): FetchErrorKind {
  if (error.kind === "blocked" || error.kind === "cancelled") return error.kind;
  if (error.kind === "timed out") return "timeout";
  if (error.redirect === "loop") return "redirect-loop";
  if (error.redirect === "too-many") return "too-many-redirects";
  return "network";
}

/** Fetches a URL as the crawler, through egress. Never throws: a refusal, timeout or network failure is in `error`. */
export async function guardedFetch(input: string, opts: FetchOptions = {}): Promise<FetchResult> {
  const policy = opts.policy ?? currentPolicy();
  const res = await egressFetch(input, {
    method: opts.method ?? "GET",
    headers: { "user-agent": USER_AGENT, accept: opts.accept ?? "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip, deflate, br" },
    timeoutMs: opts.timeoutMs,
    maxBytes: opts.maxBytes,
    maxRedirects: opts.maxRedirects,
    ports: policy.ports,
    readBody: opts.readBody,
    policy,
    agents: opts.agents,
    signal: opts.signal,
    ca: opts.ca,
  });
  return { ...res, error: res.error ? { kind: crawlerKind(res.error), message: crawlerSentence(res.error) } : null };
}

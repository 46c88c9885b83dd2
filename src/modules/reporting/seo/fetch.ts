/**
 * HTTP for the SEO crawler: egress's `egressFetch` (every hop checked, timeout, size cap) with the
 * crawler's user agent and accept header, and failures in the crawler's kinds and words.
 */
import { egressFetch, type EgressError, type EgressFetchOptions, type EgressResponse } from "@/server/egress";
import { crawlerSentence, currentPolicy, type GuardPolicy } from "./guard";

export type { Hop } from "@/server/egress";

export const USER_AGENT_TOKEN = "AIMarketingToolsBot";
export const USER_AGENT = `Mozilla/5.0 (compatible; ${USER_AGENT_TOKEN}/1.0; +https://aimarketingtools.example/bot)`;

export type FetchErrorKind = "blocked" | "timeout" | "network" | "redirect-loop" | "too-many-redirects" | "cancelled";

/** Egress's response, with a failure in the crawler's kinds and words. */
export type FetchResult = Omit<EgressResponse, "error"> & { error: { kind: FetchErrorKind; message: string } | null };

/** Egress's options the crawler passes through, with its own policy (which carries the ports), method and accept header. */
export type FetchOptions = Pick<EgressFetchOptions, "timeoutMs" | "maxBytes" | "maxRedirects" | "readBody" | "agents" | "signal" | "ca"> & {
  method?: "GET" | "HEAD";
  /** The guard's policy (default: the settings, or what a test set). */
  policy?: GuardPolicy;
  accept?: string;
};

function crawlerKind(error: EgressError): FetchErrorKind {
  if (error.kind === "blocked" || error.kind === "cancelled") return error.kind;
  if (error.kind === "timed out") return "timeout";
  if (error.redirect === "loop") return "redirect-loop";
  if (error.redirect === "too-many") return "too-many-redirects";
  return "network";
}

/** Fetches a URL as the crawler, through egress. Never throws: a refusal, timeout or network failure is in `error`. */
export async function guardedFetch(input: string, opts: FetchOptions = {}): Promise<FetchResult> {
  const { method = "GET", accept = "text/html,application/xhtml+xml,*/*;q=0.8", policy = currentPolicy(), ...passed } = opts;
  const headers = { "user-agent": USER_AGENT, accept, "accept-encoding": "gzip, deflate, br" };
  const res = await egressFetch(input, { ...passed, method, headers, ports: policy.ports, policy });
  return { ...res, error: res.error ? { kind: crawlerKind(res.error), message: crawlerSentence(res.error) } : null };
}

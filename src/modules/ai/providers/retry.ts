/**
 * Retries of a provider call: exponential backoff with full jitter, honouring the provider's
 * `retry-after-ms` / `retry-after` (seconds or an HTTP date) when it names one. Only errors the
 * caller marks retryable are retried (429, 5xx, network, timeouts before any text arrived); a wait
 * the provider asks for that is longer than `maxWaitMs` isn't waited: the error goes back at once.
 * Pure apart from the clock and the sleep, which tests pass in.
 */
import { ProviderError } from "./errors";

export type RetryPolicy = {
  /** Further attempts after the first. */
  retries: number;
  /** The first backoff step; attempt n waits up to baseMs·2ⁿ (full jitter). */
  baseMs: number;
  /** No backoff step is longer. */
  capMs: number;
  /** The longest retry-after honoured; a longer one ends the retries. */
  maxWaitMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseMs: 500, capMs: 8_000, maxWaitMs: 30_000 };

/** `retry-after-ms`, else `retry-after` as seconds or an HTTP date; ms from now, or undefined when absent or unreadable. */
export function retryAfterMs(headers: Record<string, string | string[] | undefined>, now = Date.now()): number | undefined {
  const one = (name: string) => {
    const v = headers[name];
    return (Array.isArray(v) ? v[0] : v)?.trim();
  };
  const ms = one("retry-after-ms");
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.round(Number(ms));
  const after = one("retry-after");
  if (!after) return undefined;
  if (/^\d+(\.\d+)?$/.test(after)) return Math.round(Number(after) * 1000);
  if (!/[a-z]/i.test(after)) return undefined;
  const at = Date.parse(after);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before attempt `attempt + 1` (attempt counts from 0). */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(policy.capMs, policy.baseMs * 2 ** attempt));
}

/** Resolves after `ms`, or rejects with "cancelled" when the signal fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProviderError("cancelled"));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError("cancelled"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export type RetryHooks = {
  signal?: AbortSignal;
  random?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (waitMs: number, error: ProviderError) => void;
};

/** Runs `attempt` until it succeeds, fails with an error not worth retrying, or the retries run out. */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy, hooks: RetryHooks = {}): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable || n >= policy.retries || hooks.signal?.aborted) throw error;
      const asked = error.details.retryAfterMs;
      if (asked !== undefined && asked > policy.maxWaitMs) throw error;
      const waitMs = asked ?? backoffMs(n, policy, hooks.random);
      hooks.onRetry?.(waitMs, error);
      await (hooks.wait ?? sleep)(waitMs, hooks.signal);
    }
  }
}

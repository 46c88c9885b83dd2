/**
 * The worker's pace: a token bucket for the workspace's messages per second, fixed one-minute
 * windows per receiving domain, and the warm-up ramp of a new sending domain. Pure (clock injected)
 * so they are unit-tested; the worker keeps one of each per process.
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Up to `ratePerSecond` takes a second on average, in bursts of at most a tenth of a second's worth. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly capacity: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.capacity = Math.max(1, Math.ceil(ratePerSecond / 10));
    this.tokens = this.capacity;
    this.last = now();
  }

  private refill() {
    const at = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((at - this.last) * this.ratePerSecond) / 1000);
    this.last = at;
  }

  /** How long to wait before `n` tokens are there (0 when they are), without taking them. */
  waitMs(n = 1): number {
    this.refill();
    return this.tokens >= n ? 0 : Math.ceil(((n - this.tokens) * 1000) / this.ratePerSecond);
  }

  /** Takes `n` tokens, a burst's worth at a time, waiting as long as it takes. */
  async take(n = 1): Promise<void> {
    for (let left = n; left > 0;) {
      const want = Math.min(left, this.capacity);
      for (let wait = this.waitMs(want); wait > 0; wait = this.waitMs(want)) await sleep(wait);
      this.tokens -= want;
      left -= want;
    }
  }
}

export const MINUTE = 60_000;

/**
 * Messages per receiving domain (gmail.com…) per minute: `admit` says whether one more fits this
 * window, and when the next one starts if not (the row waits for it; that isn't a failure).
 */
export class DomainWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  admit(domain: string | null): { ok: true } | { ok: false; notBefore: Date } {
    if (!domain) return { ok: true };
    const at = this.now();
    const start = at - (at % MINUTE);
    let window = this.windows.get(domain);
    if (!window || window.start !== start) {
      window = { start, count: 0 };
      this.windows.set(domain, window);
    }
    if (window.count >= this.perMinute) return { ok: false, notBefore: new Date(start + MINUTE) };
    window.count++;
    return { ok: true };
  }
}

/** A new domain's daily volume, by day since it was verified (day 0 = the day of verification); past the ramp, unlimited. */
export const WARMUP_RAMP = [500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;

const DAY = 24 * 60 * 60 * 1000;

/** The domain's cap today, or null when there is none (warm-up off, or over). */
export function warmupCap(verifiedAt: Date | null, warmup: boolean, now = new Date()): { cap: number; day: number } | null {
  if (!warmup || !verifiedAt) return null;
  const day = Math.max(0, Math.floor((startOfUtcDay(now).getTime() - startOfUtcDay(verifiedAt).getTime()) / DAY));
  const cap = WARMUP_RAMP[day];
  return cap === undefined ? null : { cap, day };
}

export const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
export const nextUtcDay = (at: Date) => new Date(startOfUtcDay(at).getTime() + DAY);

/** The send's status line while warm-up holds messages back. */
export function warmupReason(domain: string, cap: { cap: number; day: number }) {
  return `Warm-up: ${domain} may send ${cap.cap.toLocaleString("en-US")} messages today (day ${cap.day + 1} of its ramp); the rest go out from tomorrow.`;
}

/** Exponential backoff of a temporary failure: 1 min, 5 min, 30 min, 2 h, 6 h; the 6th failed attempt is final. */
export const RETRY_DELAYS_S = [60, 300, 1_800, 7_200, 21_600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;

import "server-only";

/**
 * A fixed-window counter per key, in this process's memory: the public endpoints' guard against one
 * address or one workspace flooding them (website's pop-up, form, consent and survey endpoints;
 * analytics' error tunnel and the product's consent choices). Windows are a minute; old keys are swept as they expire.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts `cost` against `key`; false (and nothing counted) when the window is already full. Answers the seconds to wait. */
  take(key: string, cost = 1, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (this.windows.size > 50_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count + cost > this.limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) };
    w.count += cost;
    return { ok: true };
  }

  /** Forgets every window (tests start from a clean count). */
  clear() {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}

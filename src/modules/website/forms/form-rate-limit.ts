/**
 * Fixed one-minute windows of counts per key (an address, a form), in the process's memory: the
 * submission endpoint's per-IP and per-form limits. Old windows are dropped as keys are touched, and
 * the map is cleared past `maxKeys` so a flood of addresses can't grow it without bound.
 */
export class MinuteCounter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly maxKeys = 100_000,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window (the hit is not counted). */
  hit(key: string, now = Date.now()): boolean {
    const start = now - (now % this.windowMs);
    const current = this.windows.get(key);
    if (!current || current.start !== start) {
      if (this.windows.size >= this.maxKeys) this.windows.clear();
      this.windows.set(key, { start, count: 1 });
      return true;
    }
    if (current.count >= this.limit) return false;
    current.count += 1;
    return true;
  }

  /** Seconds until the key's window ends (the Retry-After of a refusal). */
  retryAfter(now = Date.now()): number {
    return Math.ceil((this.windowMs - (now % this.windowMs)) / 1000);
  }
}

/** Bounded concurrency for the checks. Pure. */

/** Maps items with at most `limit` calls in flight, keeping the input order in the output. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/** At most `limit` tasks at once per key (e.g. per mail domain), the rest waiting their turn in order. */
export function keyedLimiter(limit: number) {
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (key: string) => {
    const queue = waiting.get(key);
    const next = queue?.shift();
    if (queue && queue.length === 0) waiting.delete(key);
    if (next) next();
    else {
      const n = (running.get(key) ?? 1) - 1;
      if (n <= 0) running.delete(key);
      else running.set(key, n);
    }
  };
  return async function run<R>(key: string, task: () => Promise<R>): Promise<R> {
    const n = running.get(key) ?? 0;
    if (n < limit) running.set(key, n + 1);
    else {
      // The slot is handed over by `release` without the count dropping.
      await new Promise<void>((resolve) => {
        const queue = waiting.get(key) ?? [];
        queue.push(resolve);
        waiting.set(key, queue);
      });
    }
    try {
      return await task();
    } finally {
      release(key);
    }
  };
}

/**
 * Times a synchronous call: `warmup` calls, then `rounds` rounds of `calls` calls each; p50 and p95 of
 * each round, and the median of the rounds (one noisy round doesn't move it). Milliseconds, 3 decimals.
 */
export function timeCalls(fn: () => unknown, { calls, rounds, warmup }: { calls: number; rounds: number; warmup: number }) {
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
  const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  for (let i = 0; i < warmup; i++) fn();
  const perRound: { p50: number; p95: number }[] = [];
  for (let r = 0; r < rounds; r++) {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      fn();
      times.push(performance.now() - t);
    }
    perRound.push({ p50: pct(times, 50), p95: pct(times, 95) });
  }
  return { p50Ms: round3(median(perRound.map((x) => x.p50))), p95Ms: round3(median(perRound.map((x) => x.p95))) };
}

/**
 * Per statement shape, over the benchmark's rounds: its time inside the services (at the pool, with
 * the services' concurrent work) and alone (replayed on an idle pool), the median of the rounds'
 * p50 and p95; and the slowest lone instance, for EXPLAIN ANALYZE.
 */
import { median, quantile, round, type Sample, type statementStats } from "./timed-db";

type InService = ReturnType<typeof statementStats>;
type Isolated = Map<string, { ms: number[]; slowest: Sample & { replayMs: number } }>;

export type StatementRow = {
  fn: string;
  shape: string;
  calls: number;
  alone: { p50: number; p95: number };
  inService: { p50: number; p95: number };
  slowest: Sample & { replayMs: number };
};

export function statementFigures(rounds: Array<{ inService: InService; isolated: Isolated }>): StatementRow[] {
  const rows = new Map<
    string,
    { fn: string; shape: string; calls: number; a50: number[]; a95: number[]; s50: number[]; s95: number[]; slowest: Sample & { replayMs: number } }
  >();
  for (const r of rounds) {
    for (const s of r.inService) {
      const key = `${s.fn} | ${s.shape}`;
      const alone = r.isolated.get(key);
      if (!alone) continue;
      const e = rows.get(key) ?? rows.set(key, { fn: s.fn, shape: s.shape, calls: 0, a50: [], a95: [], s50: [], s95: [], slowest: alone.slowest }).get(key)!;
      e.calls += s.n;
      e.s50.push(s.p50);
      e.s95.push(s.p95);
      e.a50.push(quantile(alone.ms, 0.5));
      e.a95.push(quantile(alone.ms, 0.95));
      if (alone.slowest.replayMs > e.slowest.replayMs) e.slowest = alone.slowest;
    }
  }
  return [...rows.values()]
    .map((e) => ({
      fn: e.fn,
      shape: e.shape,
      calls: e.calls,
      alone: { p50: round(median(e.a50)), p95: round(median(e.a95)) },
      inService: { p50: round(median(e.s50)), p95: round(median(e.s95)) },
      slowest: e.slowest,
    }))
    .sort((a, b) => b.alone.p95 - a.alone.p95);
}

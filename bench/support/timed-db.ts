/**
 * A Db over a node-postgres pool whose every statement is timed (client side: send to last row),
 * labelled with the report function that issued it (AsyncLocalStorage) and its shape (the SQL with
 * parameters and IN-lists folded), so per-statement p50/p95 can be printed beside the functions'.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../src/server/db/client";

export type Sample = { fn: string; shape: string; ms: number; text: string; values: unknown[] };

export const quantile = (xs: number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
export const median = (xs: number[]) => quantile(xs, 0.5);
export const stats = (xs: number[]) => ({ n: xs.length, p50: round(quantile(xs, 0.5)), p95: round(quantile(xs, 0.95)), max: round(Math.max(...xs)) });

/** The SQL's shape: whitespace collapsed, parameters as ?, lists of them as ?… */
export function shapeOf(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\$\d+/g, "?")
    .replace(/\?(, \?)+/g, "?…")
    .trim();
}

export function timedDb(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max });
  const scope = new AsyncLocalStorage<string>();
  let samples: Sample[] = [];
  let recording = false;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const t0 = performance.now();
    const result = original(...args);
    if (!recording) return result;
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof config === "string" ? config : config.text;
    const values = (typeof config === "string" ? args[1] : (config.values ?? args[1])) as unknown[] | undefined;
    const fn = scope.getStore() ?? "(none)";
    return result.then((r) => {
      samples.push({ fn, shape: shapeOf(text), ms: performance.now() - t0, text, values: values ?? [] });
      return r;
    });
  };
  const db = drizzle({ client: pool, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    pool,
    /** Runs `work` with its statements labelled `fn`. */
    as: <T>(fn: string, work: () => Promise<T>) => scope.run(fn, work),
    record: (on: boolean) => {
      recording = on;
    },
    take: (): Sample[] => {
      const out = samples;
      samples = [];
      return out;
    },
    close: () => pool.end(),
  };
}

export type TimedDb = ReturnType<typeof timedDb>;

/** Per function and statement shape: count, p50, p95, max, and the slowest instance (for EXPLAIN). */
export function statementStats(samples: Sample[]) {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    const key = `${s.fn} | ${s.shape}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(s);
  }
  return [...groups.values()]
    .map((xs) => {
      const slowest = xs.reduce((a, b) => (b.ms > a.ms ? b : a));
      return { fn: xs[0]!.fn, shape: xs[0]!.shape, ...stats(xs.map((x) => x.ms)), slowest };
    })
    .sort((a, b) => b.p95 - a.p95);
}

/**
 * Each statement shape's recorded instances (up to `perShape`, spread over the run) sent again one
 * at a time on an idle pool: the statement's own time, without the wait for the event loop that the
 * services' concurrent work (parsing, converting other statements' rows) adds to in-service times.
 */
export async function replay(t: TimedDb, samples: Sample[], perShape = 100): Promise<Map<string, { ms: number[]; slowest: Sample & { replayMs: number } }>> {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    const key = `${s.fn} | ${s.shape}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(s);
  }
  const out = new Map<string, { ms: number[]; slowest: Sample & { replayMs: number } }>();
  for (const [key, xs] of groups) {
    const step = Math.max(1, xs.length / perShape);
    const picked = Array.from({ length: Math.min(perShape, xs.length) }, (_, i) => xs[Math.floor(i * step)]!);
    await t.pool.query(picked[0]!.text, picked[0]!.values as unknown[]); // warm the shape's plan and pages
    const ms: number[] = [];
    let slowest: (Sample & { replayMs: number }) | null = null;
    for (const s of picked) {
      const t0 = performance.now();
      await t.pool.query(s.text, s.values as unknown[]);
      const d = performance.now() - t0;
      ms.push(d);
      if (!slowest || d > slowest.replayMs) slowest = { ...s, replayMs: d };
    }
    out.set(key, { ms, slowest: slowest! });
  }
  return out;
}

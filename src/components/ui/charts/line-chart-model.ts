/**
 * Geometry of the line chart, pure. Coordinates are percentages of the plot box (x 0–100 left to
 * right, y 0–100 top to bottom), drawn in an SVG with viewBox "0 0 100 100" stretched to the box,
 * so the server output is already the right shape at any width and in print.
 */
import { linearScale, niceTicks } from "./scale";

export type LineChartDatum = { x: string; [series: string]: number | string | null };

export interface Point {
  index: number;
  x: number;
  y: number;
}

/** A finite number, or null for a gap (null, missing, text, NaN). */
export function numericValue(row: LineChartDatum | undefined, key: string): number | null {
  const v = row?.[key];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** x position (0–100) of the i-th of n points; a single point sits in the middle. */
export function xPosition(index: number, count: number): number {
  return count <= 1 ? 50 : (index / (count - 1)) * 100;
}

/** Nice y ticks over every value of the series (zero included unless told otherwise). */
export function yTicks(data: readonly LineChartDatum[], keys: readonly string[], includeZero = true, count = 5): number[] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of data) {
    for (const key of keys) {
      const v = numericValue(row, key);
      if (v === null) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (min > max) return niceTicks(0, 0, count);
  if (includeZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  return niceTicks(min, max, count);
}

/** Maps a value onto the plot's y (0 at the top); the domain is the first and last tick. */
export function yScale(ticks: readonly number[]) {
  return linearScale([ticks[0] ?? 0, ticks.at(-1) ?? 1], [100, 0]);
}

/** The runs of consecutive non-null points of one series: a null breaks the line. */
export function segments(data: readonly LineChartDatum[], key: string, ticks: readonly number[]): Point[][] {
  const y = yScale(ticks);
  const runs: Point[][] = [];
  let run: Point[] = [];
  data.forEach((row, index) => {
    const v = numericValue(row, key);
    if (v === null) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    run.push({ index, x: xPosition(index, data.length), y: y(v) });
  });
  if (run.length) runs.push(run);
  return runs;
}

const r = (n: number) => Math.round(n * 100) / 100;

/** SVG path of a run. A lone point becomes a zero-length line, drawn as a dot by a round cap. */
export function linePath(run: readonly Point[]): string {
  const [first, ...rest] = run;
  if (!first) return "";
  const tail = rest.length ? rest : [first];
  return `M${r(first.x)} ${r(first.y)}` + tail.map((p) => `L${r(p.x)} ${r(p.y)}`).join("");
}

/** Closed SVG path filling a run down (or up) to the baseline y. */
export function areaPath(run: readonly Point[], baseline: number): string {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last || run.length < 2) return "";
  return `${linePath(run)}L${r(last.x)} ${r(baseline)}L${r(first.x)} ${r(baseline)}Z`;
}

/** y of the area baseline: zero when it is on the axis, else the axis edge nearest zero. */
export function baselineY(ticks: readonly number[]): number {
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  return yScale(ticks)(Math.min(Math.max(0, lo), hi));
}

/** Index of the point nearest a horizontal position given as a 0–1 fraction of the plot width. */
export function nearestIndex(fraction: number, count: number): number {
  if (count <= 1) return 0;
  const i = Math.round(Math.min(Math.max(fraction, 0), 1) * (count - 1));
  return i;
}

/** The highlighted point after a key press, or undefined when the key is not a chart key. */
export function moveIndex(current: number | null, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  switch (key) {
    case "ArrowLeft":
      return current === null ? last : Math.max(0, current - 1);
    case "ArrowRight":
      return current === null ? 0 : Math.min(last, current + 1);
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}

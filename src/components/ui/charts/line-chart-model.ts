/**
 * Geometry of the line chart, pure. Coordinates are percentages of the plot box (x 0–100 left to
 * right, y 0–100 top to bottom), drawn in an SVG with viewBox "0 0 100 100" stretched to the box,
 * so the server output is already the right shape at any width and in print.
 */
import { xPosition } from "./pointer-math";
import { linearScale, niceTicks, thinIndices } from "./scale";

export { moveIndex, nearestIndex, xPosition } from "./pointer-math";

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

/** Rounded to hundredths, as the SVG paths are: positions the browser places markers at. */
export function roundPercent(n: number): number {
  return r(n);
}

/**
 * Plot widths (px) from which the x axis has room for more labels: a phone's, then the container
 * sizes of Tailwind's `@md`, `@2xl` and `@5xl` (28, 42 and 64 rem). The chart is drawn on the server,
 * which doesn't know the width, so each label says at which widths it shows (a container query).
 */
export const LABEL_TIER_WIDTHS = [240, 448, 672, 1024] as const;
const CHAR_PX = 7;

/** For each x label, whether it shows at each tier of LABEL_TIER_WIDTHS; labels never crowd at a tier's narrowest width. */
export function labelTiers(count: number, longestLabel: number, widths: readonly number[] = LABEL_TIER_WIDTHS): boolean[][] {
  const perLabel = Math.max(1, longestLabel) * CHAR_PX + 16;
  const shown = widths.map((w) => new Set(thinIndices(count, w / perLabel)));
  return Array.from({ length: count }, (_, i) => shown.map((set) => set.has(i)));
}

// Written out in full so Tailwind finds them: display per tier of LABEL_TIER_WIDTHS.
const SHOW = ["", "@md:block", "@2xl:block", "@5xl:block"] as const;
const HIDE = ["hidden", "@md:hidden", "@2xl:hidden", "@5xl:hidden"] as const;

/** The classes that show a label at the tiers it fits and hide it at the others; null when it never shows. */
export function tierClass(tiers: readonly boolean[]): string | null {
  if (!tiers.some(Boolean)) return null;
  const classes: string[] = [];
  tiers.forEach((on, t) => {
    const before = t === 0 ? true : tiers[t - 1];
    if (on !== before) classes.push(on ? SHOW[t]! : HIDE[t]!);
  });
  return classes.join(" ");
}

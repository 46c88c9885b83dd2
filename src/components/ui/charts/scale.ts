/**
 * Pure scale helpers for the hand-written SVG charts (no chart library: the report pages have a
 * first-load JavaScript budget). No DOM, no dates: safe on the server and in unit tests.
 */

/** A linear map from `domain` to `range`; a zero-width domain maps everything to the middle of the range. */
export interface LinearScale {
  (value: number): number;
  /** The value at a range position (the inverse map). */
  invert: (position: number) => number;
  domain: readonly [number, number];
  range: readonly [number, number];
}

export function linearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const flat = span === 0 || !Number.isFinite(span);
  const scale = ((value: number) => (flat ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0))) as LinearScale;
  scale.invert = (position: number) => (flat || r1 === r0 ? d0 : d0 + ((position - r0) / (r1 - r0)) * span);
  scale.domain = [d0, d1];
  scale.range = [r0, r1];
  return scale;
}

/** Splits a range into equal bands (bars, columns), with padding between and around them. */
export interface BandScale {
  /** Start of the band at `index` (in range units). */
  position: (index: number) => number;
  /** Start of the band of `key`, or undefined for a key outside the domain. */
  positionOf: (key: string) => number | undefined;
  /** Width of one band. */
  bandwidth: number;
  /** Distance between the starts of two neighbouring bands. */
  step: number;
}

export function bandScale(
  domain: readonly string[],
  range: readonly [number, number],
  { paddingInner = 0.2, paddingOuter = 0.1 }: { paddingInner?: number; paddingOuter?: number } = {},
): BandScale {
  const [r0, r1] = range;
  const n = domain.length;
  const inner = Math.min(Math.max(paddingInner, 0), 1);
  const outer = Math.max(paddingOuter, 0);
  const step = n === 0 ? 0 : (r1 - r0) / Math.max(1, n - inner + outer * 2);
  const bandwidth = step * (1 - inner);
  const start = r0 + step * outer;
  const indexOf = new Map(domain.map((key, i) => [key, i] as const));
  const position = (index: number) => start + step * index;
  return {
    position,
    positionOf: (key) => {
      const i = indexOf.get(key);
      return i === undefined ? undefined : position(i);
    },
    bandwidth,
    step,
  };
}

const MAX_TICKS = 1000;

/**
 * Round ("nice") tick values covering [min, max]: steps of 1, 2 or 5 × 10ⁿ, about `count` of them,
 * the first ≤ min and the last ≥ max, so the ticks can be the axis domain. A flat or empty input
 * (all zeros, a single point) still gives a usable axis that includes zero.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  let lo = Number.isFinite(min) ? min : 0;
  let hi = Number.isFinite(max) ? max : 0;
  if (lo > hi) [lo, hi] = [hi, lo];
  if (lo === hi) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
    if (lo === hi) return [0, 1];
  }
  const span = hi - lo;
  if (!Number.isFinite(span)) return [lo, hi];

  const target = Math.max(1, Math.round(count));
  const power = Math.floor(Math.log10(span / target));
  const error = span / target / 10 ** power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;

  // Integer arithmetic on k avoids 0.30000000000000004: multiply for big steps, divide for small ones.
  const small = power < 0;
  const inverse = small ? 10 ** -power / factor : 0;
  const increment = small ? 0 : factor * 10 ** power;
  const at = (k: number) => (small ? k / inverse : k * increment);
  const k0 = small ? Math.floor(lo * inverse) : Math.floor(lo / increment);
  const k1 = small ? Math.ceil(hi * inverse) : Math.ceil(hi / increment);
  if (!Number.isFinite(k0) || !Number.isFinite(k1) || k1 - k0 > MAX_TICKS) return [lo, hi];

  const ticks: number[] = [];
  for (let k = k0; k <= k1; k++) ticks.push(at(k) === 0 ? 0 : at(k)); // no -0
  return ticks;
}

/**
 * Which of `count` evenly spaced labels to show so that at most `maxLabels` appear: every n-th one,
 * counted from the last (the most recent date matters most), never more than fit.
 */
export function thinIndices(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(maxLabels));
  const every = Math.ceil(count / fit);
  const indices: number[] = [];
  for (let i = (count - 1) % every; i < count; i += every) indices.push(i);
  return indices;
}

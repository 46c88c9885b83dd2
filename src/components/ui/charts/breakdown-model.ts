/** Pure layout of the bar and funnel charts (widths as percentages), unit-tested. */

export interface BarDatum {
  label: string;
  value: number;
  /** The comparison period's value, drawn as a faint marker. */
  compare?: number | null;
  /** Makes the row a link (drill-down). */
  href?: string;
}

export interface BarRow extends BarDatum {
  /** Bar width, 0–100 % of the track. */
  width: number;
  /** Marker position, 0–100 %, or null without a comparison value. */
  compareAt: number | null;
}

const finite = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);
const pct = (n: number, max: number) => (max > 0 ? Math.min(100, Math.max(0, (n / max) * 100)) : 0);

/** Bars sized against `max` (default: the largest value or comparison); negatives draw empty. */
export function barRows(data: readonly BarDatum[], max?: number): BarRow[] {
  const top = finite(max) ? max : Math.max(0, ...data.flatMap((d) => [d.value, d.compare].filter(finite)));
  return data.map((d) => ({
    ...d,
    width: finite(d.value) ? pct(d.value, top) : 0,
    compareAt: finite(d.compare) ? pct(d.compare, top) : null,
  }));
}

export interface FunnelStep {
  label: string;
  value: number;
}

export interface FunnelRow extends FunnelStep {
  /** Bar width, 0–100 % (the first step is the widest). */
  width: number;
  /** value ÷ first step, or null when the first step is zero. */
  ofFirst: number | null;
  /** value ÷ previous step, or null for the first step or a zero previous step. */
  ofPrevious: number | null;
  previousLabel: string | null;
}

/** Funnel rows: width and share against the first step, conversion against the step before. */
export function funnelRows(steps: readonly FunnelStep[]): FunnelRow[] {
  const first = steps[0]?.value ?? 0;
  const widest = Math.max(0, ...steps.map((s) => s.value).filter(finite));
  return steps.map((step, i) => {
    const previous = i > 0 ? steps[i - 1] : undefined;
    return {
      ...step,
      width: finite(step.value) ? pct(step.value, widest) : 0,
      ofFirst: first > 0 && finite(step.value) ? step.value / first : null,
      ofPrevious: previous && previous.value > 0 && finite(step.value) ? step.value / previous.value : null,
      previousLabel: previous?.label ?? null,
    };
  });
}

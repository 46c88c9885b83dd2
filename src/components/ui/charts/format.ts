/**
 * Default formatters and colours shared by the charts. Fixed to "en" so the server and the
 * browser print the same text (no hydration mismatch); pages pass their own locale-aware
 * formatters (workspace locale and currency) through `formatY` / `formatValue` / `formatX`.
 */

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatCompact(n: number): string {
  return compact.format(n);
}

export function isIsoDate(x: string): boolean {
  return ISO_DATE.test(x);
}

/** "2025-03-05" → "Mar 5" (read as a calendar day, no time-zone shift); anything else unchanged. */
export function formatChartLabel(x: string): string {
  const m = ISO_DATE.exec(x);
  if (!m) return x;
  return shortDate.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** Share of a whole as "42.1%"; "—" when the whole is zero or not a number. */
export function formatShare(part: number, whole: number): string {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return "—";
  const pct = (part / whole) * 100;
  const text = Math.abs(pct) >= 100 ? pct.toFixed(0) : pct.toFixed(1).replace(/\.0$/, "");
  return `${text}%`;
}

export const CHART_COLOR_COUNT = 6;

/** Theme colour for the i-th series: `var(--chart-1)` … `var(--chart-6)`, then round again. */
export function seriesColor(index: number, override?: string): string {
  return override ?? `var(--chart-${(index % CHART_COLOR_COUNT) + 1})`;
}

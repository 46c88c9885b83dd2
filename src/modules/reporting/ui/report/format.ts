/**
 * Numbers and days as the workspace writes them: its locale, its currency. Pure; formatters are
 * cached per locale and currency because Intl objects are costly to build.
 */
import type { MetricFormat, WorkspaceFormat } from "../../contracts/report.contracts";
import { formatDayAs } from "../../fx/rate-book";

const cache = new Map<string, Intl.NumberFormat>();
function nf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat("en-US", options);
    }
    cache.set(key, f);
  }
  return f;
}

export function formatMetric(
  value: number | null | undefined,
  format: MetricFormat,
  ws: Pick<WorkspaceFormat, "locale" | "currency">,
  opts: { compact?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const compact = opts.compact && Math.abs(value) >= 10_000 ? { notation: "compact" as const, maximumFractionDigits: 1 } : {};
  switch (format) {
    case "money":
      return nf(ws.locale, {
        style: "currency",
        currency: ws.currency,
        ...(compact.notation ? compact : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      }).format(value);
    case "count":
      return nf(ws.locale, { maximumFractionDigits: 0, ...compact }).format(value);
    case "decimal":
      return nf(ws.locale, { maximumFractionDigits: 2, ...compact }).format(value);
    case "percent":
      return nf(ws.locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);
    case "position":
      return nf(ws.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
    case "ratio":
      return `${nf(ws.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}×`;
  }
}

/** "+12.5 %" / "−3.1 %"; null when there is nothing to compare. */
export function formatChange(change: number | null, locale: string): string | null {
  if (change === null || !Number.isFinite(change)) return null;
  return nf(locale, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 1 }).format(change);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A calendar day (YYYY-MM-DD) in the workspace's locale: "Nov 3" or "Nov 3, 2026" with the year. */
export function formatDay(day: string, locale: string, withYear = false): string {
  const key = `${locale} ${withYear}`;
  let f = dayFormats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" });
    } catch {
      f = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" });
    }
    dayFormats.set(key, f);
  }
  return f.format(new Date(`${day}T00:00:00Z`));
}

type DayFormat = Pick<WorkspaceFormat, "locale" | "dateFormat">;

/**
 * A day of a report in the workspace's date format ("03/11/2026"; without the year "03/11", as on
 * chart axes); in the locale's short form ("Nov 3, 2026") when the workspace has none.
 */
export function reportDay(day: string, format: DayFormat, withYear = false): string {
  if (!format.dateFormat) return formatDay(day, format.locale, withYear);
  const pattern = withYear ? format.dateFormat : format.dateFormat.replace(/[^A-Z]?YYYY[^A-Z]?/, "");
  return formatDayAs(day, pattern);
}

export const formatRange = (r: { start: string; end: string }, format: DayFormat) =>
  r.start === r.end ? reportDay(r.start, format, true) : `${reportDay(r.start, format, true)} – ${reportDay(r.end, format, true)}`;

/** "2025-03" → "March 2025" in the locale. */
export const monthLabel = (month: string, locale: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });

export { formatDayAs };

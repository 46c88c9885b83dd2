/**
 * Counts, shares and moments written in a workspace's locale and time zone. Pure; an unknown
 * locale or time zone falls back to US English rather than throwing.
 */

/** How a workspace writes times: its locale ("en-US", "fr-FR") and IANA time zone. */
export interface TimeFormat {
  locale: string;
  timeZone: string;
}

const FALLBACK_LOCALE = "en-US";

/** "Nov 21, 2026, 2:05 PM" in the workspace's locale and time zone; "—" when there is no moment. */
export function formatWhen(when: Date | string | null | undefined, format: TimeFormat): string {
  if (!when) return "—";
  const date = typeof when === "string" ? new Date(when) : when;
  if (Number.isNaN(date.getTime())) return "—";
  try {
    return date.toLocaleString(format.locale, { dateStyle: "medium", timeStyle: "short", timeZone: format.timeZone });
  } catch {
    return date.toLocaleString(FALLBACK_LOCALE, { dateStyle: "medium", timeStyle: "short" });
  }
}

/**
 * The reader's own locale and time zone: the browser's (or, while rendering on the server, the
 * server's). For screens that write moments as the reader's device would rather than as the workspace does.
 */
export function readerTimeFormat(): TimeFormat {
  const { locale, timeZone } = new Intl.DateTimeFormat().resolvedOptions();
  return { locale, timeZone };
}

/** "1,204" in the locale's digits and grouping; without a locale, the reader's own (the browser's). */
export function formatCount(n: number, locale?: string): string {
  try {
    return n.toLocaleString(locale);
  } catch {
    return n.toLocaleString(FALLBACK_LOCALE);
  }
}

/** "1 address" / "1,204 addresses": the count and the noun that goes with it. */
export function formatCountOf(n: number, locale: string | undefined, one: string, many: string): string {
  return `${formatCount(n, locale)} ${n === 1 ? one : many}`;
}

/** Whole percent of `done` in `total`, 0–100; 0 when the total is zero or unknown. */
export function percentOf(done: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(done)) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

/** A byte count as people read it: "812 B", "1.5 KB", "3.4 MB", "2.0 GB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Calendar days as `YYYY-MM-DD` strings, computed in UTC so no local clock shifts them. Pure and
 * isomorphic: connectors cut sync windows with them, reports resolve ranges with them.
 */
export type DayRange = { start: string; end: string };

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => toDay(toMs(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((toMs(to) - toMs(from)) / DAY_MS);
/** The first day of the day's calendar month. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
/** The last day of the day's calendar month. */
export const monthEnd = (day: string): string => addDays(monthStart(addDays(monthStart(day), 31)), -1);
/** How many days a range covers, both ends included. */
export const rangeLength = (range: DayRange): number => daysBetween(range.start, range.end) + 1;
export const isDay = (s: string | null | undefined): s is string =>
  typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(toMs(s)) && toDay(toMs(s)) === s;

/** Today's date in a time zone (the account's), falling back to UTC for unknown zones. */
export function todayIn(timeZone: string | null | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: timeZone ?? "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The range split into consecutive windows of at most `size` days, oldest first. */
export function windows(range: DayRange, size: number): DayRange[] {
  const out: DayRange[] = [];
  for (let start = range.start; start <= range.end; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
    out.push({ start, end: end < range.end ? end : range.end });
  }
  return out;
}

/** Each day of a range. */
export function eachDay(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.start; d <= range.end; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * SMS quiet hours (pure): whole hours of the recipient's wall clock, start inclusive and end
 * exclusive, possibly across midnight (21 → 8). Computed with Intl, so daylight-saving changes and
 * half-hour zones come out right without a time-zone library.
 */
import { offsetMs } from "@/lib/zones";

export type QuietHours = { start: number; end: number };

/** The zone's wall clock at an instant (read off the instant shifted by the zone's offset). */
function wallAt(ms: number, timeZone: string) {
  const d = new Date(ms + offsetMs(ms, timeZone));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours() };
}

/** Whether an hour of the day (0–23) falls in the quiet window. */
export function isQuietHour(hour: number, q: QuietHours): boolean {
  if (q.start === q.end) return false;
  return q.start < q.end ? hour >= q.start && hour < q.end : hour >= q.start || hour < q.end;
}

/** Whether the instant falls inside quiet hours on the zone's wall clock. */
export function isQuietAt(at: Date, timeZone: string, q: QuietHours): boolean {
  return isQuietHour(wallAt(at.getTime(), timeZone).hour, q);
}

/**
 * The earliest instants whose wall clock reads the given local date at `hour`:00. Two around a
 * fall-back change (the earlier one first); around a spring-forward gap, where that wall time
 * doesn't exist, the instants either side of the gap.
 */
function instantsOf(year: number, month: number, day: number, hour: number, timeZone: string): number[] {
  const naive = Date.UTC(year, month - 1, day, hour);
  const offsets = new Set([offsetMs(naive - 14 * 3_600_000, timeZone), offsetMs(naive, timeZone), offsetMs(naive + 14 * 3_600_000, timeZone)]);
  return [...offsets].map((o) => naive - o).sort((a, b) => a - b);
}

/**
 * When quiet hours end, if `at` is inside them in `timeZone`; null when it isn't (or quiet hours
 * are off). Across a spring-forward gap the end is the first instant the clock reads past it.
 */
export function quietHoursEnd(at: Date, timeZone: string, q: QuietHours | null): Date | null {
  if (!q || !isQuietAt(at, timeZone, q)) return null;
  const now = at.getTime();
  const today = wallAt(now, timeZone);
  // The window ends today, unless it runs past midnight and we are in its evening half.
  const endsTomorrow = q.start > q.end && today.hour >= q.start;
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + (endsTomorrow ? 1 : 0)));
  const candidates = instantsOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), q.end, timeZone).filter(
    (t) => t > now && !isQuietAt(new Date(t), timeZone, q),
  );
  if (candidates.length > 0) return new Date(candidates[0]!);
  // Unreachable for real zones; step forward by minutes as a safe fallback (at most two days).
  let t = Math.floor(now / 60_000) * 60_000 + 60_000;
  while (isQuietAt(new Date(t), timeZone, q) && t - now < 2 * 86_400_000) t += 60_000;
  return new Date(t);
}

/**
 * When a scheduled report goes out next (pure, unit-tested). A schedule names a wall-clock time in
 * its time zone: weekly on a weekday, or monthly on day 1–28 (every month has those), at a whole
 * hour. Across daylight-saving changes the wall-clock time is kept: an hour that doesn't exist that
 * day (clocks jump forward) sends at the first instant after the jump, and an hour that happens twice
 * (clocks go back) sends at the first of the two.
 */
import { offsetMs, wallClock } from "@/lib/zones";

export type ScheduleRule =
  { frequency: "weekly"; weekday: number; hour: number; timeZone: string } | { frequency: "monthly"; monthDay: number; hour: number; timeZone: string };

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The instant a wall-clock time (given as UTC milliseconds) happens in the zone: the first of two in
 * a repeated hour; in a skipped hour, the instant as many minutes past the jump.
 */
export function zonedToInstant(timeZone: string, wall: number): Date {
  const before = offsetMs(wall - DAY, timeZone);
  const after = offsetMs(wall + DAY, timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => wallClock(t, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before);
}

const isoWeekday = (wallDay: number) => ((new Date(wallDay).getUTCDay() + 6) % 7) + 1;

/** The first send strictly after `now`. */
export function nextRunAfter(rule: ScheduleRule, now: Date): Date {
  const today = wallClock(now.getTime(), rule.timeZone);
  const startOfToday = today - (((today % DAY) + DAY) % DAY);
  // A month holds every day 1–28 and a week every weekday: 62 days always reach the next match.
  for (let i = 0; i <= 62; i++) {
    const day = startOfToday + i * DAY;
    const matches = rule.frequency === "weekly" ? isoWeekday(day) === rule.weekday : new Date(day).getUTCDate() === rule.monthDay;
    if (!matches) continue;
    const at = zonedToInstant(rule.timeZone, day + rule.hour * HOUR);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error("no next run within 62 days");
}

/** "Every Monday at 08:00" / "On day 1 of every month at 08:00" (time in the schedule's zone). */
export function describeRule(rule: Pick<ScheduleRule, "frequency" | "hour"> & { weekday?: number | null; monthDay?: number | null }): string {
  const time = `${String(rule.hour).padStart(2, "0")}:00`;
  return rule.frequency === "weekly" ? `Every ${WEEKDAYS[(rule.weekday ?? 1) - 1]} at ${time}` : `On day ${rule.monthDay} of every month at ${time}`;
}

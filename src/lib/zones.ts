/**
 * Wall-clock days and times in an IANA time zone, computed with Intl (no dependency). Shared by the
 * connectors and their stand-ins, which bucket UTC timestamps into the account's days, and by SMS
 * quiet hours, which read the recipient's wall clock, and report schedules, which keep a wall-clock hour
 * across daylight-saving changes.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone. */
export function isTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, read as if it were UTC (ms; to the second). */
export function wallClock(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
}

/** Local time minus UTC at an instant, in ms (+2 h in Berlin summer = 7,200,000). */
export function offsetMs(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the zone. */
export function dayIn(ms: number, timeZone: string): string {
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);
}

/** The instant (UTC ms) a local wall-clock time happens in the zone (DST gaps resolve forward). */
export function zonedTime(day: string, time: string, timeZone: string): number {
  const guess = Date.parse(`${day}T${time}Z`);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return offsetMs(second, timeZone) === offsetMs(first, timeZone) ? second : Math.max(first, second);
}

/** Local midnight starting a day, as an instant. */
export const startOfDay = (day: string, timeZone: string): number => zonedTime(day, "00:00:00", timeZone);

/** An instant as ISO 8601 with the zone's offset: `2026-09-01T00:00:00+02:00`. */
export function isoWithOffset(ms: number, timeZone: string): string {
  const offset = offsetMs(ms, timeZone);
  const local = new Date(ms + offset).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const minutes = Math.abs(offset) / 60_000;
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Parses ISO timestamps, including Meta's `+0000` offsets without a colon. NaN when unreadable. */
export function parseInstant(value: string): number {
  return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

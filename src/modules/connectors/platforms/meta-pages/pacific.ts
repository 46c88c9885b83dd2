/**
 * Meta's page and Instagram insights count days on Pacific time: a daily value's `end_time` is the
 * end of its day (07:00 or 08:00 UTC on the next date), and a `since`/`until` pair of Pacific
 * midnights asks for whole days. Pure: used by the transforms and the stand-ins.
 */
import { addDays } from "@/lib/days";
import type { DayRange } from "../../core/types";
import { dayIn, parseInstant, startOfDay } from "@/lib/zones";

export const PACIFIC = "America/Los_Angeles";

/** The Pacific day a daily value belongs to: the day that ends at `end_time` (`2026-09-02T07:00:00+0000` → 2026-09-01). */
export function dayOfEndTime(endTime: string): string | null {
  const at = parseInstant(endTime);
  return Number.isNaN(at) ? null : dayIn(at - 1, PACIFIC);
}

/** The Pacific day of a post's timestamp (`created_time`, `timestamp`). */
export function pacificDay(timestamp: string): string | null {
  const at = parseInstant(timestamp);
  return Number.isNaN(at) ? null : dayIn(at, PACIFIC);
}

/** Unix seconds of the Pacific midnights that start the window and follow its last day. */
export function pacificBounds(window: DayRange): { since: number; until: number } {
  return { since: startOfDay(window.start, PACIFIC) / 1000, until: startOfDay(addDays(window.end, 1), PACIFIC) / 1000 };
}

/** Meta's `end_time` for a Pacific day's value: the next Pacific midnight, written `+0000`. */
export function endTimeOf(day: string): string {
  return new Date(startOfDay(addDays(day, 1), PACIFIC)).toISOString().replace(/\.\d{3}Z$/, "+0000");
}

/** Meta's `created_time` / `timestamp` form of an instant. */
export const metaTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");

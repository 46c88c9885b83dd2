/**
 * The view a scheduled report mails (pure): the report's current view (comparison, grain, filters,
 * anything else its URL keeps) with the range the frequency sets: a weekly report covers the last 7
 * days, a monthly one the last calendar month, whatever range the page showed when it was scheduled.
 */
import { parseReportView, presetLabel, viewDays } from "../contracts/report-range";
import { todayIn, type DayRange } from "@/lib/days";

export type ScheduleFrequency = "weekly" | "monthly";

export const rangeOf = (frequency: ScheduleFrequency) => (frequency === "weekly" ? "last7" : "lastMonth");

/** The stored query: the given one with the frequency's range (a leading "?" and `path` dropped). */
export function scheduledQuery(query: string, frequency: ScheduleFrequency): string {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  for (const key of ["path", "from", "to"]) params.delete(key);
  params.set("range", rangeOf(frequency));
  return params.toString();
}

/** The days a stored query covers when sent at `now` in the time zone, and their name ("Last 7 days"). */
export function scheduledRange(query: string, timeZone: string, now: Date): { days: DayRange; label: string } {
  const view = parseReportView(new URLSearchParams(query));
  return { days: viewDays(view, todayIn(timeZone, now)), label: presetLabel(view) };
}

/**
 * The zod schema of a report procedure's range input, apart from the pure range helpers so report
 * pages don't load zod in the browser: only the server validates it.
 */
import { z } from "zod";
import { rangeLength, isDay } from "@/lib/days";
import { MAX_RANGE_DAYS } from "./report-range";
import { text } from "@/lib/text";

/** The input every report procedure takes: resolved days, so the server never guesses "today". */
export const reportRangeInput = z
  .object({
    start: text().refine(isDay, "Start must be a day as YYYY-MM-DD."),
    end: text().refine(isDay, "End must be a day as YYYY-MM-DD."),
    compare: z.enum(["previous", "year", "none"]).default("previous"),
    grain: z.enum(["day", "week"]).default("day"),
    sourceIds: z.array(text().uuid()).max(50).default([]),
    campaignIds: z.array(text().min(1).max(200)).max(50).default([]),
  })
  .refine((r) => r.start <= r.end, { message: "The range must start on or before its end.", path: ["end"] })
  .refine((r) => r.start > r.end || rangeLength(r) <= MAX_RANGE_DAYS, { message: `A report covers at most ${MAX_RANGE_DAYS} days.`, path: ["start"] });
export type ReportRangeInput = z.infer<typeof reportRangeInput>;

/**
 * The custom range's two days as its form holds them (lazy-loaded, apart from the report page):
 * one message, under both days, on `to`.
 */
export const customRangeInput = z.object({ from: text(), to: text() }).superRefine((v, ctx) => {
  const problem =
    !isDay(v.from) || !isDay(v.to)
      ? "Pick both days."
      : v.from > v.to
        ? "The range must start on or before its end."
        : rangeLength({ start: v.from, end: v.to }) > MAX_RANGE_DAYS
          ? `A report covers at most ${MAX_RANGE_DAYS} days.`
          : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
});

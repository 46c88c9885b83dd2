import { endOfMonth, startOfDay, startOfMonth, subDays, subMonths } from "date-fns";

/** Pure helpers for DateRangePicker presets (no React; unit-tested). */

export interface DateRangeValue {
  from: Date;
  to: Date;
}

export type DateRangePreset = "last7" | "last30" | "last90" | "thisMonth" | "lastMonth";

export const DATE_RANGE_PRESETS: ReadonlyArray<{ id: DateRangePreset; label: string }> = [
  { id: "last7", label: "Last 7 days" },
  { id: "last30", label: "Last 30 days" },
  { id: "last90", label: "Last 90 days" },
  { id: "thisMonth", label: "This month" },
  { id: "lastMonth", label: "Last month" },
];

/**
 * The range for a preset, relative to `today` (local time). Both ends are start-of-day dates and
 * inclusive: "Last 7 days" is today and the 6 days before it; "This month" is month-to-date.
 */
export function presetRange(preset: DateRangePreset, today: Date = new Date()): DateRangeValue {
  const day = startOfDay(today);
  switch (preset) {
    case "last7":
      return { from: subDays(day, 6), to: day };
    case "last30":
      return { from: subDays(day, 29), to: day };
    case "last90":
      return { from: subDays(day, 89), to: day };
    case "thisMonth":
      return { from: startOfMonth(day), to: day };
    case "lastMonth": {
      const prev = subMonths(day, 1);
      return { from: startOfMonth(prev), to: startOfDay(endOfMonth(prev)) };
    }
  }
}

/** Which preset (if any) exactly matches `range`, to highlight the active preset button. */
export function matchPreset(range: DateRangeValue | undefined, today: Date = new Date()): DateRangePreset | null {
  if (!range) return null;
  for (const { id } of DATE_RANGE_PRESETS) {
    const candidate = presetRange(id, today);
    if (candidate.from.getTime() === startOfDay(range.from).getTime() && candidate.to.getTime() === startOfDay(range.to).getTime()) {
      return id;
    }
  }
  return null;
}

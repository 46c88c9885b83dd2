/**
 * A report's view as its URL keeps it: `?range=last28&compare=previous&grain=day&sources=…&campaigns=…&metric=…&conversions=fractions`
 * (custom ranges add `from` and `to` as YYYY-MM-DD; `metric` is the series chart's; `conversions=fractions` shows fractional conversions). Pure, shared by pages, PDF export and schedules:
 * a link, a PDF and a mailed report of the same URL show the same numbers.
 *
 * Days are calendar days in the workspace's time zone; `today` is passed in so the server, the
 * browser and the tests agree on it.
 */
import { addDays, isDay, rangeLength, type DayRange } from "@/lib/days";
import type { ReportRangeInput } from "./report-range.input";
import { compareModes, DEFAULT_PRESET, rangePresets, type CompareMode, type Grain, type PresetRanges, type RangePreset, type ReportView } from "./report-view";

export type { ReportRangeInput };
export {
  compareModes,
  conversionsFormat,
  DEFAULT_PRESET,
  FRACTIONAL_CONVERSION_PLATFORMS,
  rangePresets,
  reportViewParams,
  type PresetRanges,
  type CompareMode,
  type Grain,
  type RangePreset,
  type ReportView,
} from "./report-view";

const METRIC = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longest range a report reads (a little over two years, the warehouse's backfill). */
export const MAX_RANGE_DAYS = 800;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

const listParam = (value: string | null | undefined, valid: (s: string) => boolean) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "" && valid(s))
    .slice(0, 50);

type Params = { get(name: string): string | null };

/** The address's query as URLSearchParams (repeated keys keep their first value). */
export function searchOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === "string") params.set(k, value);
  }
  return params;
}

export function parseReportView(params: Params): ReportView {
  const range = params.get("range");
  const preset: RangePreset = range === "custom" || rangePresets.some((p) => p.id === range) ? (range as RangePreset) : DEFAULT_PRESET;
  const from = params.get("from");
  const to = params.get("to");
  const customOk = preset === "custom" && isDay(from) && isDay(to) && from <= to && rangeLength({ start: from!, end: to! }) <= MAX_RANGE_DAYS;
  const compare = compareModes.some((c) => c.id === params.get("compare")) ? (params.get("compare") as CompareMode) : "previous";
  const grain: Grain = params.get("grain") === "week" ? "week" : "day";
  const metric = params.get("metric");
  return {
    preset: preset === "custom" && !customOk ? DEFAULT_PRESET : preset,
    ...(customOk ? { from: from!, to: to! } : {}),
    compare,
    grain,
    sourceIds: listParam(params.get("sources"), (s) => UUID.test(s)),
    campaignIds: listParam(params.get("campaigns"), (s) => s.length <= 200),
    ...(metric && METRIC.test(metric) ? { metric } : {}),
    ...(params.get("conversions") === "fractions" ? { fractions: true as const } : {}),
  };
}

/** The days a preset covers, relative to `today`. Ranges end today (month/quarter/year to date). */
export function presetDays(preset: Exclude<RangePreset, "custom">, today: string): DayRange {
  const t = toDate(today);
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth();
  const q = Math.floor(m / 3) * 3;
  switch (preset) {
    case "today":
      return { start: today, end: today };
    case "yesterday":
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case "last7":
    case "last14":
    case "last28":
    case "last30":
    case "last90": {
      const n = Number(preset.slice(4));
      // "Last N days" ends yesterday, the last complete day, as Google Ads and GA4 count it.
      return { start: addDays(today, -n), end: addDays(today, -1) };
    }
    case "thisMonth":
      return { start: ymd(y, m, 1), end: today };
    case "lastMonth":
      return { start: ymd(y, m - 1, 1), end: ymd(y, m, 0) };
    case "thisQuarter":
      return { start: ymd(y, q, 1), end: today };
    case "lastQuarter":
      return { start: ymd(y, q - 3, 1), end: ymd(y, q, 0) };
    case "thisYear":
      return { start: ymd(y, 0, 1), end: today };
    case "lastYear":
      return { start: ymd(y - 1, 0, 1), end: ymd(y - 1, 11, 31) };
  }
}

/** Every preset's days for `today`: the browser's controls read them instead of computing dates. */
export function presetRanges(today: string): PresetRanges {
  return Object.fromEntries(rangePresets.map((p) => [p.id, presetDays(p.id, today)])) as PresetRanges;
}

export function viewDays(view: ReportView, today: string): DayRange {
  if (view.preset === "custom" && view.from && view.to) return { start: view.from, end: view.to };
  return presetDays(view.preset === "custom" ? DEFAULT_PRESET : view.preset, today);
}

/**
 * The comparison period: the same number of days just before, or the same days a year earlier
 * (29 February compares with 28 February).
 */
export function comparisonDays(range: DayRange, mode: CompareMode): DayRange | null {
  if (mode === "none") return null;
  if (mode === "previous") {
    const n = rangeLength(range);
    return { start: addDays(range.start, -n), end: addDays(range.start, -1) };
  }
  const back = (day: string) => {
    const d = toDate(day);
    const target = ymd(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate());
    // Date.UTC rolls 29 Feb of a non-leap year into 1 March; clamp to the month's last day.
    return target.slice(5, 7) === day.slice(5, 7) ? target : ymd(d.getUTCFullYear() - 1, d.getUTCMonth() + 1, 0);
  };
  return { start: back(range.start), end: back(range.end) };
}

export function presetLabel(view: ReportView): string {
  if (view.preset === "custom") return `${view.from} – ${view.to}`;
  return rangePresets.find((p) => p.id === view.preset)?.label ?? "";
}

/** The procedure input a view asks for: built the same way on the server (prefetch) and in the browser. */
export function reportInput(view: ReportView, today: string): ReportRangeInput {
  const days = viewDays(view, today);
  return { start: days.start, end: days.end, compare: view.compare, grain: view.grain, sourceIds: view.sourceIds, campaignIds: view.campaignIds };
}

/** The home page's view: the last 7 complete days against the 7 before. */
export const homeReportInput = (today: string): ReportRangeInput =>
  reportInput({ preset: "last7", compare: "previous", grain: "day", sourceIds: [], campaignIds: [] }, today);

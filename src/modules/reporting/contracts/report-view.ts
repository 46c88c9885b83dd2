/**
 * A report's view as the browser needs it: the presets and comparisons to choose from, the view's
 * shape, and its address. No date arithmetic (that is report-range.ts, on the server), so the
 * report's controls stay light; report-range.ts re-exports all of it.
 */

export const rangePresets = [
  { id: "today", label: "Today" },
  { id: "yesterday", label: "Yesterday" },
  { id: "last7", label: "Last 7 days" },
  { id: "last14", label: "Last 14 days" },
  { id: "last28", label: "Last 28 days" },
  { id: "last30", label: "Last 30 days" },
  { id: "last90", label: "Last 90 days" },
  { id: "thisMonth", label: "This month" },
  { id: "lastMonth", label: "Last month" },
  { id: "thisQuarter", label: "This quarter" },
  { id: "lastQuarter", label: "Last quarter" },
  { id: "thisYear", label: "This year" },
  { id: "lastYear", label: "Last year" },
] as const;
export type RangePreset = (typeof rangePresets)[number]["id"] | "custom";
export const DEFAULT_PRESET = "last28" satisfies RangePreset;

export const compareModes = [
  { id: "previous", label: "Previous period" },
  { id: "year", label: "Same period last year" },
  { id: "none", label: "No comparison" },
] as const;
export type CompareMode = (typeof compareModes)[number]["id"];

export type Grain = "day" | "week";

/** What the URL says, normalized: unknown values fall back to the defaults instead of failing. */
export type ReportView = {
  preset: RangePreset;
  /** Only for `custom`. */
  from?: string;
  to?: string;
  compare: CompareMode;
  grain: Grain;
  sourceIds: string[];
  campaignIds: string[];
  /** The metric on the report's series chart, when not the report's first one (each report checks it is one of its own). */
  metric?: string;
  /** Conversions with their fractions (`?conversions=fractions`); only reports of a platform that reports fractions offer it. */
  fractions?: true;
};

/** The ad platforms that report fractional conversions (data-driven attribution credits part of a conversion to each click). */
export const FRACTIONAL_CONVERSION_PLATFORMS: ReadonlySet<string> = new Set(["google-ads", "microsoft-ads"]);

/**
 * How a report shows conversions: counts of people, so whole numbers, unless the platform reports
 * fractions and the view asks for them (then with up to 2 decimals).
 */
export function conversionsFormat(platform: string, view: Pick<ReportView, "fractions">): "count" | "decimal" {
  return view.fractions && FRACTIONAL_CONVERSION_PLATFORMS.has(platform) ? "decimal" : "count";
}

/** Each preset's days, as the server computed them for the workspace's "today". */
export type PresetRanges = Record<Exclude<RangePreset, "custom">, { start: string; end: string }>;

/** The days a view covers, from the server's preset days (a custom view carries its own). */
export function viewRange(view: ReportView, ranges: PresetRanges): { start: string; end: string } {
  if (view.preset === "custom" && view.from && view.to) return { start: view.from, end: view.to };
  return ranges[view.preset === "custom" ? DEFAULT_PRESET : view.preset];
}

/** The view as URL search params, defaults left out so links stay short. */
export function reportViewParams(view: ReportView): URLSearchParams {
  const p = new URLSearchParams();
  if (view.preset !== DEFAULT_PRESET) p.set("range", view.preset);
  if (view.preset === "custom" && view.from && view.to) {
    p.set("from", view.from);
    p.set("to", view.to);
  }
  if (view.compare !== "previous") p.set("compare", view.compare);
  if (view.grain !== "day") p.set("grain", view.grain);
  if (view.sourceIds.length) p.set("sources", view.sourceIds.join(","));
  if (view.campaignIds.length) p.set("campaigns", view.campaignIds.join(","));
  if (view.metric) p.set("metric", view.metric);
  if (view.fractions) p.set("conversions", "fractions");
  return p;
}

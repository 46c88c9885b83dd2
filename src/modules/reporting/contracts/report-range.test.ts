import { describe, expect, it } from "vitest";
import {
  comparisonDays,
  DEFAULT_PRESET,
  parseReportView,
  presetDays,
  presetRanges,
  rangePresets,
  reportViewParams,
  viewDays,
  type ReportView,
} from "./report-range";
import { viewRange } from "./report-view";
import { customRangeInput, reportRangeInput } from "./report-range.input";
import { todayIn } from "@/lib/days";

const parse = (query: string) => parseReportView(new URLSearchParams(query));
const DEFAULT_VIEW: ReportView = { preset: "last28", compare: "previous", grain: "day", sourceIds: [], campaignIds: [] };
const A = "0b6f4c3e-8d2a-4e4b-9c1d-2f3a4b5c6d7e";
const B = "1c7a5d4f-9e3b-4f5c-8d2e-3a4b5c6d7e8f";

describe("parseReportView", () => {
  it("reads an empty query as the default view", () => {
    expect(parse("")).toEqual(DEFAULT_VIEW);
    expect(DEFAULT_PRESET).toBe("last28");
  });

  it("falls back to the defaults for values it doesn't know", () => {
    expect(parse("range=last3years&compare=decade&grain=month")).toEqual(DEFAULT_VIEW);
    expect(parse("range=&compare=&grain=")).toEqual(DEFAULT_VIEW);
  });

  it("keeps every known preset, comparison and grain", () => {
    for (const p of rangePresets) expect(parse(`range=${p.id}`).preset).toBe(p.id);
    expect(parse("compare=year").compare).toBe("year");
    expect(parse("compare=none").compare).toBe("none");
    expect(parse("grain=week").grain).toBe("week");
  });

  it("keeps a custom range only when both days are real, in order and at most 800 days apart", () => {
    expect(parse("range=custom&from=2026-07-01&to=2026-08-29")).toMatchObject({ preset: "custom", from: "2026-07-01", to: "2026-08-29" });
    expect(parse("range=custom&from=2026-07-01&to=2026-07-01")).toMatchObject({ preset: "custom", from: "2026-07-01", to: "2026-07-01" });
    // 800 days inclusive is the longest.
    expect(parse("range=custom&from=2024-01-01&to=2026-03-10").preset).toBe("custom");
    for (const bad of [
      "range=custom",
      "range=custom&from=2026-07-01",
      "range=custom&from=2026-08-29&to=2026-07-01",
      "range=custom&from=2026-02-30&to=2026-03-02",
      "range=custom&from=26-07-01&to=2026-07-02",
      "range=custom&from=2024-01-01&to=2026-03-11",
    ]) {
      const view = parse(bad);
      expect(view.preset, bad).toBe(DEFAULT_PRESET);
      expect(view, bad).not.toHaveProperty("from");
      expect(view, bad).not.toHaveProperty("to");
    }
  });

  it("ignores from and to without the custom preset", () => {
    expect(parse("range=last7&from=2026-07-01&to=2026-07-02")).toEqual({ ...DEFAULT_VIEW, preset: "last7" });
  });

  it("keeps valid source ids and campaign ids, dropping garbage, and at most 50 of each", () => {
    const view = parse(`sources=${A}, not-a-uuid,,${B}&campaigns=123, ,${"x".repeat(201)},abc`);
    expect(view.sourceIds).toEqual([A, B]);
    expect(view.campaignIds).toEqual(["123", "abc"]);
    const many = Array.from({ length: 60 }, (_, i) => `c${i}`).join(",");
    expect(parse(`campaigns=${many}`).campaignIds).toHaveLength(50);
  });

  it("keeps fractional conversions when asked for as conversions=fractions, and nothing else", () => {
    expect(parse("conversions=fractions")).toEqual({ ...DEFAULT_VIEW, fractions: true });
    for (const other of ["", "fraction", "true", "1"]) expect(parse(`conversions=${other}`)).not.toHaveProperty("fractions");
    expect(reportViewParams({ ...DEFAULT_VIEW, fractions: true }).toString()).toBe("conversions=fractions");
  });

  it("keeps the chart's metric when it is a plain key, and drops anything else", () => {
    expect(parse("metric=conversionValue").metric).toBe("conversionValue");
    expect(parse("metric=spend&range=last7")).toEqual({ ...DEFAULT_VIEW, preset: "last7", metric: "spend" });
    for (const bad of ["", "1spend", "spend;drop", "a-b", "x".repeat(41)]) expect(parse(`metric=${encodeURIComponent(bad)}`)).not.toHaveProperty("metric");
  });
});

describe("reportViewParams", () => {
  it("leaves the defaults out so links stay short", () => {
    expect(reportViewParams(DEFAULT_VIEW).toString()).toBe("");
  });

  it("round-trips every part of a view through the URL", () => {
    const views: ReportView[] = [
      { preset: "custom", from: "2026-07-01", to: "2026-08-29", compare: "year", grain: "week", sourceIds: [A, B], campaignIds: ["111", "Brand – DE"] },
      { preset: "thisQuarter", compare: "none", grain: "day", sourceIds: [A], campaignIds: [] },
      { preset: "yesterday", compare: "previous", grain: "week", sourceIds: [], campaignIds: ["9"], metric: "clicks" },
      { preset: "last28", compare: "previous", grain: "day", sourceIds: [], campaignIds: [], fractions: true },
    ];
    for (const view of views) expect(parseReportView(new URLSearchParams(reportViewParams(view).toString()))).toEqual(view);
    expect(reportViewParams(views[0]!).toString()).toBe(
      `range=custom&from=2026-07-01&to=2026-08-29&compare=year&grain=week&sources=${A}%2C${B}&campaigns=111%2CBrand+%E2%80%93+DE`,
    );
  });
});

describe("presetDays", () => {
  it("covers the right days for every preset on an ordinary day", () => {
    const today = "2026-11-21";
    const want: Record<(typeof rangePresets)[number]["id"], [string, string]> = {
      today: ["2026-11-21", "2026-11-21"],
      yesterday: ["2026-11-20", "2026-11-20"],
      last7: ["2026-11-14", "2026-11-20"],
      last14: ["2026-11-07", "2026-11-20"],
      last28: ["2026-10-24", "2026-11-20"],
      last30: ["2026-10-22", "2026-11-20"],
      last90: ["2026-08-23", "2026-11-20"],
      thisMonth: ["2026-11-01", "2026-11-21"],
      lastMonth: ["2026-10-01", "2026-10-31"],
      thisQuarter: ["2026-10-01", "2026-11-21"],
      lastQuarter: ["2026-07-01", "2026-09-30"],
      thisYear: ["2026-01-01", "2026-11-21"],
      lastYear: ["2025-01-01", "2025-12-31"],
    };
    for (const p of rangePresets) expect(presetDays(p.id, today), p.id).toEqual({ start: want[p.id][0], end: want[p.id][1] });
  });

  it("steps back across year, quarter and leap-month edges", () => {
    expect(presetDays("yesterday", "2026-01-01")).toEqual({ start: "2025-12-31", end: "2025-12-31" });
    expect(presetDays("lastMonth", "2026-01-01")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(presetDays("thisQuarter", "2026-01-01")).toEqual({ start: "2026-01-01", end: "2026-01-01" });
    expect(presetDays("lastQuarter", "2026-01-01")).toEqual({ start: "2025-10-01", end: "2025-12-31" });
    expect(presetDays("thisYear", "2026-01-01")).toEqual({ start: "2026-01-01", end: "2026-01-01" });
    expect(presetDays("lastYear", "2026-01-01")).toEqual({ start: "2025-01-01", end: "2025-12-31" });
    expect(presetDays("thisQuarter", "2026-03-31")).toEqual({ start: "2026-01-01", end: "2026-03-31" });
    expect(presetDays("lastQuarter", "2026-04-01")).toEqual({ start: "2026-01-01", end: "2026-03-31" });
    expect(presetDays("thisQuarter", "2026-12-31")).toEqual({ start: "2026-10-01", end: "2026-12-31" });
    expect(presetDays("lastQuarter", "2026-12-31")).toEqual({ start: "2026-07-01", end: "2026-09-30" });
    expect(presetDays("lastMonth", "2024-03-31")).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(presetDays("lastMonth", "2026-03-01")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(presetDays("last7", "2024-03-01")).toEqual({ start: "2024-02-23", end: "2024-02-29" });
  });

  it("resolves a view: its custom days, or its preset's", () => {
    expect(viewDays({ ...DEFAULT_VIEW, preset: "custom", from: "2026-07-01", to: "2026-07-31" }, "2026-11-21")).toEqual({
      start: "2026-07-01",
      end: "2026-07-31",
    });
    expect(viewDays({ ...DEFAULT_VIEW, preset: "custom" }, "2026-11-21")).toEqual(presetDays("last28", "2026-11-21"));
    expect(viewDays({ ...DEFAULT_VIEW, preset: "lastMonth" }, "2026-11-21")).toEqual({ start: "2026-10-01", end: "2026-10-31" });
  });

  it("gives the browser every preset's days, which resolve each view as the server does", () => {
    const today = "2026-03-01";
    const ranges = presetRanges(today);
    expect(Object.keys(ranges)).toEqual(rangePresets.map((p) => p.id));
    const views: ReportView[] = [
      ...rangePresets.map((p) => ({ ...DEFAULT_VIEW, preset: p.id })),
      { ...DEFAULT_VIEW, preset: "custom", from: "2025-12-24", to: "2026-01-02" },
      { ...DEFAULT_VIEW, preset: "custom" },
    ];
    for (const view of views) expect(viewRange(view, ranges)).toEqual(viewDays(view, today));
  });
});

describe("comparisonDays", () => {
  it("takes the same number of days just before for the previous period", () => {
    expect(comparisonDays({ start: "2026-11-01", end: "2026-11-30" }, "previous")).toEqual({ start: "2026-10-02", end: "2026-10-31" });
    expect(comparisonDays({ start: "2026-07-31", end: "2026-08-29" }, "previous")).toEqual({ start: "2026-07-01", end: "2026-07-30" });
    expect(comparisonDays({ start: "2026-03-01", end: "2026-03-01" }, "previous")).toEqual({ start: "2026-02-28", end: "2026-02-28" });
    expect(comparisonDays({ start: "2024-03-01", end: "2024-03-02" }, "previous")).toEqual({ start: "2024-02-28", end: "2024-02-29" });
  });

  it("takes the same days a year earlier, 29 February comparing with 28 February", () => {
    expect(comparisonDays({ start: "2026-07-31", end: "2026-08-29" }, "year")).toEqual({ start: "2025-07-31", end: "2025-08-29" });
    expect(comparisonDays({ start: "2028-02-29", end: "2028-02-29" }, "year")).toEqual({ start: "2027-02-28", end: "2027-02-28" });
    expect(comparisonDays({ start: "2028-02-01", end: "2028-02-29" }, "year")).toEqual({ start: "2027-02-01", end: "2027-02-28" });
    expect(comparisonDays({ start: "2028-02-29", end: "2028-03-01" }, "year")).toEqual({ start: "2027-02-28", end: "2027-03-01" });
    expect(comparisonDays({ start: "2029-02-28", end: "2029-03-01" }, "year")).toEqual({ start: "2028-02-28", end: "2028-03-01" });
    expect(comparisonDays({ start: "2026-01-01", end: "2026-12-31" }, "year")).toEqual({ start: "2025-01-01", end: "2025-12-31" });
  });

  it("has no comparison with none", () => {
    expect(comparisonDays({ start: "2026-11-01", end: "2026-11-30" }, "none")).toBeNull();
  });
});

describe("todayIn", () => {
  const lateUtc = new Date("2026-11-21T23:30:00Z");
  const earlyUtc = new Date("2026-11-21T03:00:00Z");

  it("gives the calendar day of the time zone", () => {
    expect(todayIn("UTC", lateUtc)).toBe("2026-11-21");
    expect(todayIn("Asia/Tokyo", lateUtc)).toBe("2026-11-22");
    expect(todayIn("Pacific/Kiritimati", earlyUtc)).toBe("2026-11-21");
    expect(todayIn("America/Los_Angeles", lateUtc)).toBe("2026-11-21");
    expect(todayIn("America/Los_Angeles", earlyUtc)).toBe("2026-11-20");
    expect(todayIn("Europe/Berlin", new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01");
  });

  it("falls back to the UTC day for a zone it doesn't know", () => {
    expect(todayIn("Mars/Olympus_Mons", lateUtc)).toBe("2026-11-21");
  });
});

describe("reportRangeInput", () => {
  const issues = (value: unknown) => {
    const r = reportRangeInput.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it("fills the defaults", () => {
    expect(reportRangeInput.parse({ start: "2026-07-01", end: "2026-07-31" })).toEqual({
      start: "2026-07-01",
      end: "2026-07-31",
      compare: "previous",
      grain: "day",
      sourceIds: [],
      campaignIds: [],
    });
  });

  it("refuses an end before the start, more than 800 days, and days that aren't", () => {
    expect(issues({ start: "2026-07-31", end: "2026-07-01" })).toEqual(["The range must start on or before its end."]);
    expect(issues({ start: "2024-01-01", end: "2026-03-11" })).toEqual(["A report covers at most 800 days."]);
    expect(issues({ start: "2024-01-01", end: "2026-03-10" })).toEqual([]);
    expect(issues({ start: "2026-02-30", end: "2026-03-01" })).toContain("Start must be a day as YYYY-MM-DD.");
  });
});

describe("customRangeInput", () => {
  const message = (from: string, to: string) => customRangeInput.safeParse({ from, to }).error?.issues.map((i) => [i.path.join("."), i.message]);
  it("lets a range of up to 800 days through", () => {
    expect(customRangeInput.safeParse({ from: "2025-01-01", to: "2025-01-31" }).success).toBe(true);
  });
  it("says what is wrong in one message, under both days", () => {
    expect(message("", "2025-01-31")).toEqual([["to", "Pick both days."]]);
    expect(message("2025-02-01", "2025-01-31")).toEqual([["to", "The range must start on or before its end."]]);
    expect(message("2020-01-01", "2025-01-31")).toEqual([["to", "A report covers at most 800 days."]]);
  });
});

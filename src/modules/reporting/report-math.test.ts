import { describe, expect, it } from "vitest";
import { addDays, eachDay } from "@/lib/days";
import { buildSeries, change, findAnomalies, pacing, periodSlices, ratio, splitByMonths, trailingBand, weekOf, type DailyValues } from "./report-math";

const daily = (entries: Record<string, Record<string, number>>): DailyValues => new Map(Object.entries(entries));
const derive = (s: Record<string, number>) => ({ ctr: ratio(s.clicks!, s.impressions!) });

describe("ratio and change", () => {
  it("divides totals, and has no ratio without a denominator", () => {
    expect(ratio(30, 120)).toBe(0.25);
    expect(ratio(0, 5)).toBe(0);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(null, 5)).toBeNull();
    expect(ratio(5, null)).toBeNull();
  });

  it("gives the relative change, and none against nothing", () => {
    expect(change(110, 100)).toBeCloseTo(0.1, 12);
    expect(change(0, 100)).toBe(-1);
    expect(change(100, 100)).toBe(0);
    expect(change(5, 0)).toBeNull();
    expect(change(null, 5)).toBeNull();
    expect(change(5, null)).toBeNull();
    // Against a negative base the sign still says up or down.
    expect(change(-50, -100)).toBe(0.5);
  });
});

describe("weekOf and eachDay", () => {
  it("finds the Monday or Sunday a day's week starts on", () => {
    expect(weekOf("2026-11-21", "monday")).toBe("2026-11-16"); // Saturday
    expect(weekOf("2026-11-21", "sunday")).toBe("2026-11-15");
    expect(weekOf("2026-11-16", "monday")).toBe("2026-11-16"); // Monday
    expect(weekOf("2026-11-16", "sunday")).toBe("2026-11-15");
    expect(weekOf("2026-11-15", "monday")).toBe("2026-11-09"); // Sunday
    expect(weekOf("2026-11-15", "sunday")).toBe("2026-11-15");
    expect(weekOf("2027-01-01", "monday")).toBe("2026-12-28"); // across the year
    expect(weekOf("2024-03-02", "sunday")).toBe("2024-02-25"); // across 29 February
  });

  it("lists the days of a range, both ends included", () => {
    expect(eachDay({ start: "2024-02-28", end: "2024-03-01" })).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(eachDay({ start: "2026-01-01", end: "2026-01-01" })).toEqual(["2026-01-01"]);
  });
});

describe("buildSeries", () => {
  const keys = ["clicks", "impressions"] as const;

  it("puts day i beside day i of the comparison, with ratios from each day's sums", () => {
    const values = daily({
      "2026-10-29": { clicks: 1, impressions: 10 },
      "2026-10-31": { clicks: 3, impressions: 30 },
      "2026-11-01": { clicks: 5, impressions: 20 },
      "2026-11-03": { clicks: 2, impressions: 0 },
    });
    const series = buildSeries({
      range: { start: "2026-11-01", end: "2026-11-03" },
      comparison: { start: "2026-10-29", end: "2026-10-31" },
      grain: "day",
      weekStart: "monday",
      keys,
      current: values,
      previous: values,
      derive,
    });
    expect(series).toEqual([
      { x: "2026-11-01", prevX: "2026-10-29", clicks: 5, impressions: 20, ctr: 0.25, clicksPrev: 1, impressionsPrev: 10, ctrPrev: 0.1 },
      { x: "2026-11-02", prevX: "2026-10-30", clicks: 0, impressions: 0, ctr: null, clicksPrev: 0, impressionsPrev: 0, ctrPrev: null },
      { x: "2026-11-03", prevX: "2026-10-31", clicks: 2, impressions: 0, ctr: null, clicksPrev: 3, impressionsPrev: 30, ctrPrev: 0.1 },
    ]);
  });

  it("has no comparison keys without a comparison", () => {
    const series = buildSeries({
      range: { start: "2026-11-01", end: "2026-11-02" },
      comparison: null,
      grain: "day",
      weekStart: "monday",
      keys,
      current: daily({ "2026-11-02": { clicks: 4, impressions: 8 } }),
    });
    expect(series).toEqual([
      { x: "2026-11-01", prevX: null, clicks: 0, impressions: 0 },
      { x: "2026-11-02", prevX: null, clicks: 4, impressions: 8 },
    ]);
  });

  it("sums weeks starting on Monday, the first one clamped to the range, each beside the same days of the comparison", () => {
    // Wed 4 Nov – Tue 17 Nov 2026 against the 14 days before (21 Oct – 3 Nov).
    const range = { start: "2026-11-04", end: "2026-11-17" };
    const comparison = { start: "2026-10-21", end: "2026-11-03" };
    const values: DailyValues = new Map();
    for (const d of [...eachDay(comparison), ...eachDay(range)]) values.set(d, { clicks: 1, impressions: Number(d.slice(8)) });
    const series = buildSeries({ range, comparison, grain: "week", weekStart: "monday", keys, current: values, previous: values, derive });
    const sumImpr = (from: string, to: string) => eachDay({ start: from, end: to }).reduce((a, d) => a + Number(d.slice(8)), 0);
    expect(series.map((p) => [p.x, p.prevX, p.clicks, p.impressions, p.clicksPrev, p.impressionsPrev])).toEqual([
      ["2026-11-04", "2026-10-21", 5, sumImpr("2026-11-04", "2026-11-08"), 5, sumImpr("2026-10-21", "2026-10-25")],
      ["2026-11-09", "2026-10-26", 7, sumImpr("2026-11-09", "2026-11-15"), 7, sumImpr("2026-10-26", "2026-11-01")],
      ["2026-11-16", "2026-11-02", 2, sumImpr("2026-11-16", "2026-11-17"), 2, sumImpr("2026-11-02", "2026-11-03")],
    ]);
    // Ratios of a week come from the week's sums, not an average of daily ratios.
    expect(series[0]!.ctr).toBe(5 / sumImpr("2026-11-04", "2026-11-08"));
  });

  it("starts weeks on Sunday when the workspace does", () => {
    const range = { start: "2026-11-04", end: "2026-11-17" };
    const values = daily(Object.fromEntries(eachDay(range).map((d) => [d, { clicks: 1, impressions: 1 }])));
    const series = buildSeries({ range, comparison: null, grain: "week", weekStart: "sunday", keys, current: values });
    expect(series.map((p) => [p.x, p.clicks])).toEqual([
      ["2026-11-04", 4],
      ["2026-11-08", 7],
      ["2026-11-15", 3],
    ]);
  });

  it("leaves out comparison days past a shorter comparison's end (29 February against a year without one)", () => {
    const range = { start: "2028-02-28", end: "2028-03-01" };
    const comparison = { start: "2027-02-28", end: "2027-03-01" };
    const values = daily({
      "2027-02-28": { clicks: 1, impressions: 1 },
      "2027-03-01": { clicks: 2, impressions: 2 },
      "2027-03-02": { clicks: 99, impressions: 99 },
    });
    const series = buildSeries({ range, comparison, grain: "day", weekStart: "monday", keys, current: values, previous: values });
    expect(series.map((p) => p.clicksPrev)).toEqual([1, 2, 0]);
    expect(series.reduce((a, p) => a + (p.clicksPrev as number), 0)).toBe(3);
  });
});

describe("trailingBand", () => {
  it("has no band with less than 14 days of history", () => {
    expect(trailingBand(Array(13).fill(100))).toBeNull();
    expect(trailingBand([])).toBeNull();
    expect(trailingBand(Array(14).fill(100))).not.toBeNull();
  });

  it("is the mean ± 3σ, at least ±10 % of the mean and ±1", () => {
    expect(trailingBand(Array(28).fill(100))).toEqual({ mean: 100, low: 90, high: 110 });
    expect(trailingBand(Array(28).fill(0))).toEqual({ mean: 0, low: -1, high: 1 });
    // 95 and 105 alternating: σ = 5, so ±15.
    expect(trailingBand(Array.from({ length: 28 }, (_, i) => (i % 2 ? 105 : 95)))).toEqual({ mean: 100, low: 85, high: 115 });
  });
});

describe("findAnomalies", () => {
  /** An entity with a value per day from `first` for `n` days. */
  const entity = (first: string, values: number[]) => ({ firstDay: first, days: new Map(values.map((v, i) => [addDays(first, i), { spend: v, clicks: 10 }])) });
  const steady = (n: number) => Array.from({ length: n }, () => 100);
  const noisy = (n: number) => Array.from({ length: n }, (_, i) => 100 + (((i * 37) % 11) - 5));

  it("finds a planted 10× spike with its size, and nothing on flat noise", () => {
    const spiked = entity("2026-01-01", [...steady(40), 1000]); // 40 steady days, the spike on 10 February
    const calm = entity("2026-01-01", noisy(41));
    const found = findAnomalies(
      new Map([
        ["spiked", spiked],
        ["calm", calm],
      ]),
      ["spend", "clicks"],
      { start: "2026-01-28", end: "2026-02-10" },
    );
    expect(found).toEqual([
      { day: "2026-02-10", entity: "spiked", metric: "spend", value: 1000, band: { mean: 100, low: 90, high: 110 }, change: 9, score: 90 },
    ]);
  });

  it("judges nothing without 14 days of history", () => {
    const young = entity("2026-02-01", [...steady(10), 1000]);
    expect(findAnomalies(new Map([["young", young]]), ["spend"], { start: "2026-02-01", end: "2026-02-11" })).toEqual([]);
  });

  it("counts a day without activity after the first day as 0, a move down", () => {
    const e = entity("2026-01-01", steady(41));
    e.days.delete("2026-02-09");
    const found = findAnomalies(new Map([["gap", e]]), ["spend"], { start: "2026-02-09", end: "2026-02-09" });
    expect(found).toMatchObject([{ day: "2026-02-09", value: 0, change: -1 }]);
  });

  it("orders the largest moves first", () => {
    const small = entity("2026-01-01", [...steady(40), 200]);
    const big = entity("2026-01-01", [...steady(40), 5000]);
    const found = findAnomalies(
      new Map([
        ["small", small],
        ["big", big],
      ]),
      ["spend"],
      { start: "2026-02-10", end: "2026-02-10" },
    );
    expect(found.map((a) => a.entity)).toEqual(["big", "small"]);
  });
});

describe("pacing", () => {
  it("projects month-end spend at the month-to-date daily rate", () => {
    expect(pacing("2026-11", "2026-11-15", 1500, 3000)).toEqual({
      month: "2026-11",
      daysInMonth: 30,
      daysElapsed: 15,
      spent: 1500,
      projected: 3000,
      budget: 3000,
      pace: 1,
      status: "on-track",
    });
  });

  it("projects from the first day alone", () => {
    expect(pacing("2026-12", "2026-12-01", 100, 3100)).toMatchObject({ daysInMonth: 31, daysElapsed: 1, projected: 3100, pace: 1, status: "on-track" });
  });

  it("says over, under or on track within ±10 % of the budget", () => {
    const cases: [string, number, number, number, string][] = [
      ["2026-11-15", 2000, 4000, 4 / 3, "over"],
      ["2026-11-15", 1000, 2000, 2 / 3, "under"],
      ["2026-11-15", 1600, 3200, 3200 / 3000, "on-track"],
      ["2026-11-15", 1400, 2800, 2800 / 3000, "on-track"],
      ["2026-11-10", 1200, 3600, 1.2, "over"],
      ["2026-11-10", 600, 1800, 0.6, "under"],
    ];
    for (const [today, spent, projected, pace, status] of cases) {
      const p = pacing("2026-11", today, spent, 3000);
      expect(p.projected).toBeCloseTo(projected, 6);
      expect(p.pace).toBeCloseTo(pace, 9);
      expect(p.status).toBe(status);
    }
  });

  it("has no pace without a budget", () => {
    expect(pacing("2026-11", "2026-11-15", 1500, null)).toMatchObject({ projected: 3000, budget: null, pace: null, status: "no-budget" });
  });

  it("counts February's days, leap years included, and months not yet started or over", () => {
    expect(pacing("2028-02", "2028-02-10", 1000, 2900)).toMatchObject({ daysInMonth: 29, daysElapsed: 10, projected: 2900, status: "on-track" });
    expect(pacing("2027-02", "2027-02-14", 1400, 2800)).toMatchObject({ daysInMonth: 28, projected: 2800 });
    expect(pacing("2026-12", "2026-11-30", 0, 1000)).toMatchObject({ daysElapsed: 0, projected: 0, status: "under" });
    expect(pacing("2026-10", "2026-11-21", 3100, 3000)).toMatchObject({ daysElapsed: 31, projected: 3100, status: "on-track" });
  });
});

describe("whole months and edge days", () => {
  it("cuts a period into the whole months inside it and the days around them", () => {
    expect(splitByMonths({ start: "2025-11-21", end: "2026-11-20" })).toEqual({
      months: { start: "2025-12-01", end: "2026-10-01" },
      days: [
        { start: "2025-11-21", end: "2025-11-30" },
        { start: "2026-11-01", end: "2026-11-20" },
      ],
    });
    expect(splitByMonths({ start: "2024-02-01", end: "2024-02-29" })).toEqual({ months: { start: "2024-02-01", end: "2024-02-01" }, days: [] });
    expect(splitByMonths({ start: "2026-01-01", end: "2026-03-15" })).toEqual({
      months: { start: "2026-01-01", end: "2026-02-01" },
      days: [{ start: "2026-03-01", end: "2026-03-15" }],
    });
  });

  it("leaves a period without a whole month as days, even across a month end", () => {
    expect(splitByMonths({ start: "2026-08-03", end: "2026-08-20" })).toEqual({ months: null, days: [{ start: "2026-08-03", end: "2026-08-20" }] });
    expect(splitByMonths({ start: "2026-07-15", end: "2026-08-30" })).toEqual({ months: null, days: [{ start: "2026-07-15", end: "2026-08-30" }] });
    expect(splitByMonths({ start: "2025-02-01", end: "2025-02-27" })).toEqual({ months: null, days: [{ start: "2025-02-01", end: "2025-02-27" }] });
  });

  it("cuts a comparison that reaches into its range where the range starts", () => {
    expect(periodSlices({ start: "2025-07-10", end: "2026-08-29" }, { start: "2024-07-10", end: "2025-08-29" })).toEqual({
      months: [
        { start: "2025-08-01", end: "2026-07-01" },
        { start: "2024-08-01", end: "2025-06-01" },
      ],
      days: [
        { start: "2025-07-10", end: "2025-07-31" },
        { start: "2026-08-01", end: "2026-08-29" },
        { start: "2024-07-10", end: "2024-07-31" },
        { start: "2025-07-01", end: "2025-07-09" },
      ],
    });
    expect(periodSlices({ start: "2026-07-01", end: "2026-07-31" }, null)).toEqual({ months: [{ start: "2026-07-01", end: "2026-07-01" }], days: [] });
  });
});

import { describe, expect, it } from "vitest";
import { DATE_RANGE_PRESETS, matchPreset, presetRange } from "./date-range-presets";

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

describe("presetRange", () => {
  const today = new Date(2025, 2, 15, 17, 42, 10); // Mar 15 2025, afternoon

  it("last 7/30/90 days are inclusive of today and start at midnight", () => {
    expect(presetRange("last7", today)).toEqual({ from: d(2025, 3, 9), to: d(2025, 3, 15) });
    expect(presetRange("last30", today)).toEqual({ from: d(2025, 2, 14), to: d(2025, 3, 15) });
    expect(presetRange("last90", today)).toEqual({ from: d(2024, 12, 16), to: d(2025, 3, 15) });
  });

  it("this month is month-to-date", () => {
    expect(presetRange("thisMonth", today)).toEqual({ from: d(2025, 3, 1), to: d(2025, 3, 15) });
  });

  it("last month is the full previous calendar month", () => {
    expect(presetRange("lastMonth", today)).toEqual({ from: d(2025, 2, 1), to: d(2025, 2, 28) });
    expect(presetRange("lastMonth", d(2024, 3, 31))).toEqual({ from: d(2024, 2, 1), to: d(2024, 2, 29) });
    expect(presetRange("lastMonth", d(2025, 1, 10))).toEqual({ from: d(2024, 12, 1), to: d(2024, 12, 31) });
  });

  it("this month on the 1st is a single day", () => {
    expect(presetRange("thisMonth", d(2025, 4, 1))).toEqual({ from: d(2025, 4, 1), to: d(2025, 4, 1) });
  });

  it("does not mutate the input date", () => {
    const input = new Date(today);
    presetRange("last30", input);
    expect(input.getTime()).toBe(today.getTime());
  });

  it("every preset yields from <= to", () => {
    for (const { id } of DATE_RANGE_PRESETS) {
      const r = presetRange(id, today);
      expect(r.from.getTime()).toBeLessThanOrEqual(r.to.getTime());
    }
  });
});

describe("matchPreset", () => {
  const today = d(2025, 3, 15);
  it("finds the preset that produced a range, ignoring time of day", () => {
    expect(matchPreset(presetRange("last30", today), today)).toBe("last30");
    expect(matchPreset({ from: new Date(2025, 1, 1, 9), to: new Date(2025, 1, 28, 23) }, today)).toBe("lastMonth");
  });
  it("returns null for custom or missing ranges", () => {
    expect(matchPreset({ from: d(2025, 1, 3), to: d(2025, 1, 9) }, today)).toBeNull();
    expect(matchPreset(undefined, today)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { addDays, daysBetween, eachDay, isDay, monthEnd, monthStart, todayIn, windows } from "@/lib/days";

describe("calendar days", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
  });

  it("finds the first and last day of a day's month, leap Februaries included", () => {
    expect(monthStart("2026-03-17")).toBe("2026-03-01");
    expect(monthEnd("2026-01-31")).toBe("2026-01-31");
    expect(monthEnd("2026-02-01")).toBe("2026-02-28");
    expect(monthEnd("2028-02-10")).toBe("2028-02-29");
    expect(monthEnd("2026-12-05")).toBe("2026-12-31");
  });

  it("splits a range into windows that cover every day once", () => {
    const ws = windows({ start: "2026-01-01", end: "2026-01-10" }, 4);
    expect(ws).toEqual([
      { start: "2026-01-01", end: "2026-01-04" },
      { start: "2026-01-05", end: "2026-01-08" },
      { start: "2026-01-09", end: "2026-01-10" },
    ]);
    expect(eachDay({ start: "2026-01-30", end: "2026-02-02" })).toEqual(["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"]);
  });

  it("knows today in the account's time zone", () => {
    const now = new Date("2026-11-21T23:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-11-21");
    expect(todayIn("Europe/Berlin", now)).toBe("2026-11-22");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-11-21");
    expect(todayIn("Not/AZone", now)).toBe("2026-11-21");
  });

  it("accepts only real days", () => {
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-1-1")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("2026-00-10")).toBe(false);
  });
});

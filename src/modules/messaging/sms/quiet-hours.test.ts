import { describe, expect, it } from "vitest";
import { isTimeZone } from "@/lib/zones";
import { isQuietAt, isQuietHour, quietHoursEnd } from "./quiet-hours";

const night = { start: 21, end: 8 };
const at = (iso: string) => new Date(iso);
const endOf = (iso: string, tz: string, q: { start: number; end: number } | null) => quietHoursEnd(at(iso), tz, q)?.toISOString() ?? null;

describe("isQuietHour", () => {
  it("reads a window within one day with start inclusive and end exclusive", () => {
    const q = { start: 12, end: 14 };
    expect([11, 12, 13, 14].map((h) => isQuietHour(h, q))).toEqual([false, true, true, false]);
  });

  it("reads a window across midnight", () => {
    expect([20, 21, 23, 0, 7, 8, 12].map((h) => isQuietHour(h, night))).toEqual([false, true, true, true, true, false, false]);
  });

  it("treats an empty window (start = end) as off", () => {
    expect(isQuietHour(5, { start: 5, end: 5 })).toBe(false);
  });
});

describe("quietHoursEnd", () => {
  it("is null outside quiet hours and when they are off", () => {
    expect(endOf("2026-06-15T12:00:00Z", "Europe/Paris", night)).toBeNull();
    expect(endOf("2026-06-15T22:00:00Z", "Europe/Paris", null)).toBeNull();
  });

  it("defers an evening message to 8:00 the next morning in the contact's zone", () => {
    // 23:30 in Paris (CEST, UTC+2) → 08:00 Paris the next day = 06:00 UTC.
    expect(endOf("2026-06-15T21:30:00Z", "Europe/Paris", night)).toBe("2026-06-16T06:00:00.000Z");
  });

  it("defers an after-midnight message to 8:00 the same morning", () => {
    // 02:00 in Paris → 08:00 Paris the same day.
    expect(endOf("2026-06-16T00:00:00Z", "Europe/Paris", night)).toBe("2026-06-16T06:00:00.000Z");
  });

  it("uses the contact's zone, not the server's: the same instant is quiet in Tokyo only", () => {
    const instant = "2026-06-15T13:00:00Z"; // 22:00 in Tokyo, 15:00 in Paris, 09:00 in New York
    expect(endOf(instant, "Asia/Tokyo", night)).toBe("2026-06-15T23:00:00.000Z");
    expect(endOf(instant, "Europe/Paris", night)).toBeNull();
    expect(endOf(instant, "America/New_York", night)).toBeNull();
  });

  it("handles a window inside one day", () => {
    // 12:30 in New York (EDT, UTC−4) in a 12–14 window → 14:00 New York = 18:00 UTC.
    expect(endOf("2026-07-01T16:30:00Z", "America/New_York", { start: 12, end: 14 })).toBe("2026-07-01T18:00:00.000Z");
  });

  it("ends at the right instant on a night the clocks go forward (New York, 8 March 2026)", () => {
    // 23:00 EST on 7 March; 8:00 on 8 March is EDT (UTC−4) = 12:00 UTC, not 13:00.
    expect(endOf("2026-03-08T04:00:00Z", "America/New_York", night)).toBe("2026-03-08T12:00:00.000Z");
  });

  it("ends at the right instant on a night the clocks go back (Paris, 25 October 2026)", () => {
    // 22:00 CEST on 24 October; 8:00 on 25 October is CET (UTC+1) = 07:00 UTC.
    expect(endOf("2026-10-24T20:00:00Z", "Europe/Paris", night)).toBe("2026-10-25T07:00:00.000Z");
  });

  it("ends at the first instant past the gap when the end hour doesn't exist that day", () => {
    // Quiet 21–2; 2:00 doesn't exist in New York on 8 March 2026 (1:59:59 EST → 3:00 EDT at 07:00 UTC).
    expect(endOf("2026-03-08T06:30:00Z", "America/New_York", { start: 21, end: 2 })).toBe("2026-03-08T07:00:00.000Z");
  });

  it("ends at the first of the two 1:00s when the clocks go back at the end hour", () => {
    // Quiet 22–1; 1:00 happens twice in New York on 1 November 2026 (EDT at 05:00 UTC, then EST at 06:00).
    expect(endOf("2026-11-01T04:30:00Z", "America/New_York", { start: 22, end: 1 })).toBe("2026-11-01T05:00:00.000Z");
  });

  it("handles half-hour zones", () => {
    // 23:00 in Kolkata (UTC+5:30) → 08:00 Kolkata = 02:30 UTC.
    expect(endOf("2026-01-10T17:30:00Z", "Asia/Kolkata", night)).toBe("2026-01-11T02:30:00.000Z");
  });

  it("lands on a time that is no longer quiet", () => {
    const end = quietHoursEnd(at("2026-03-08T04:00:00Z"), "America/New_York", night)!;
    expect(isQuietAt(end, "America/New_York", night)).toBe(false);
    expect(isQuietAt(new Date(end.getTime() - 1000), "America/New_York", night)).toBe(true);
  });
});

describe("isTimeZone", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });
});

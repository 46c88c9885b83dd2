import { describe, expect, it } from "vitest";
import { describeRule, nextRunAfter, zonedToInstant } from "./next-run";

const at = (iso: string) => new Date(iso);
const weekly = (weekday: number, hour: number, timeZone = "UTC") => ({ frequency: "weekly" as const, weekday, hour, timeZone });
const monthly = (monthDay: number, hour: number, timeZone = "UTC") => ({ frequency: "monthly" as const, monthDay, hour, timeZone });

describe("next run of a schedule", () => {
  it("sends later the same day when the hour hasn't come yet", () => {
    // 2026-03-02 is a Monday.
    expect(nextRunAfter(weekly(1, 9), at("2026-03-02T08:59:59Z")).toISOString()).toBe("2026-03-02T09:00:00.000Z");
  });

  it("waits a week once the hour has passed, and never answers the instant it is given", () => {
    expect(nextRunAfter(weekly(1, 9), at("2026-03-02T09:00:00Z")).toISOString()).toBe("2026-03-09T09:00:00.000Z");
    expect(nextRunAfter(weekly(1, 9), at("2026-03-02T12:00:00Z")).toISOString()).toBe("2026-03-09T09:00:00.000Z");
  });

  it("counts weekdays from Monday (1) to Sunday (7)", () => {
    expect(nextRunAfter(weekly(7, 0), at("2026-03-02T00:00:00Z")).toISOString()).toBe("2026-03-08T00:00:00.000Z");
    expect(nextRunAfter(weekly(3, 23), at("2026-03-02T00:00:00Z")).toISOString()).toBe("2026-03-04T23:00:00.000Z");
  });

  it("reads the weekday and hour in the schedule's time zone", () => {
    // Monday 08:00 in Tokyo (UTC+9) is Sunday 23:00 UTC.
    expect(nextRunAfter(weekly(1, 8, "Asia/Tokyo"), at("2026-03-01T12:00:00Z")).toISOString()).toBe("2026-03-01T23:00:00.000Z");
    // It's already Tuesday in Tokyo at Monday 20:00 UTC: next Monday.
    expect(nextRunAfter(weekly(1, 8, "Asia/Tokyo"), at("2026-03-02T20:00:00Z")).toISOString()).toBe("2026-03-08T23:00:00.000Z");
    // Monday 08:00 in New York (EST, UTC-5).
    expect(nextRunAfter(weekly(1, 8, "America/New_York"), at("2026-02-28T00:00:00Z")).toISOString()).toBe("2026-03-02T13:00:00.000Z");
  });

  it("keeps the wall-clock hour across a daylight-saving change", () => {
    // Paris moves to summer time on 2026-03-29: Monday 08:00 is 07:00 UTC before, 06:00 UTC after.
    expect(nextRunAfter(weekly(1, 8, "Europe/Paris"), at("2026-03-23T07:00:00Z")).toISOString()).toBe("2026-03-30T06:00:00.000Z");
    // New York moves back on 2026-11-01: Monday 08:00 EDT (12:00 UTC) then EST (13:00 UTC).
    expect(nextRunAfter(weekly(1, 8, "America/New_York"), at("2026-10-26T12:00:00Z")).toISOString()).toBe("2026-11-02T13:00:00.000Z");
  });

  it("sends a skipped hour at the first instant after the clocks jump", () => {
    // 2026-03-29 02:00 doesn't exist in Paris (02:00 → 03:00): it goes at 03:00 local, 01:00 UTC.
    expect(zonedToInstant("Europe/Paris", Date.UTC(2026, 2, 29, 2)).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(nextRunAfter(weekly(7, 2, "Europe/Paris"), at("2026-03-28T12:00:00Z")).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    // 2026-03-08 02:00 doesn't exist in New York.
    expect(nextRunAfter(weekly(7, 2, "America/New_York"), at("2026-03-07T12:00:00Z")).toISOString()).toBe("2026-03-08T07:00:00.000Z");
  });

  it("sends a repeated hour once, at its first occurrence", () => {
    // 2026-10-25 02:00 happens twice in Paris (CEST then CET): the first is 00:00 UTC.
    expect(zonedToInstant("Europe/Paris", Date.UTC(2026, 9, 25, 2)).toISOString()).toBe("2026-10-25T00:00:00.000Z");
    const first = nextRunAfter(weekly(7, 2, "Europe/Paris"), at("2026-10-24T12:00:00Z"));
    expect(first.toISOString()).toBe("2026-10-25T00:00:00.000Z");
    // Claimed at the first 02:00, the next is a week on, not the second 02:00 an hour later.
    expect(nextRunAfter(weekly(7, 2, "Europe/Paris"), first).toISOString()).toBe("2026-11-01T01:00:00.000Z");
  });

  it("sends monthly on its day, moving to next month once passed", () => {
    expect(nextRunAfter(monthly(1, 8), at("2026-01-15T00:00:00Z")).toISOString()).toBe("2026-02-01T08:00:00.000Z");
    expect(nextRunAfter(monthly(15, 8), at("2026-01-15T07:00:00Z")).toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(nextRunAfter(monthly(15, 8), at("2026-01-15T08:00:00Z")).toISOString()).toBe("2026-02-15T08:00:00.000Z");
  });

  it("handles day 28 in February, leap years and year ends", () => {
    expect(nextRunAfter(monthly(28, 0), at("2026-01-29T00:00:00Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(nextRunAfter(monthly(28, 0), at("2028-02-28T00:00:01Z")).toISOString()).toBe("2028-03-28T00:00:00.000Z");
    expect(nextRunAfter(monthly(1, 6), at("2026-12-01T06:00:00Z")).toISOString()).toBe("2027-01-01T06:00:00.000Z");
    // The 31st doesn't confuse a month of 30 days: day 28 of April.
    expect(nextRunAfter(monthly(28, 12), at("2026-03-31T12:00:00Z")).toISOString()).toBe("2026-04-28T12:00:00.000Z");
  });

  it("reads the month day in the schedule's time zone", () => {
    // 1 March 00:30 in Auckland (UTC+13 in summer) is still 28 February in UTC.
    expect(nextRunAfter(monthly(1, 0, "Pacific/Auckland"), at("2026-02-27T00:00:00Z")).toISOString()).toBe("2026-02-28T11:00:00.000Z");
  });

  it("describes a rule in words", () => {
    expect(describeRule(weekly(1, 8))).toBe("Every Monday at 08:00");
    expect(describeRule(monthly(1, 17))).toBe("On day 1 of every month at 17:00");
  });
});

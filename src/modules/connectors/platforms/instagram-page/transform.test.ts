import { describe, expect, it } from "vitest";
import { igRows, type IgDay } from "./transform";

/** Recorded one-day answers of GET /{ig-user-id}/insights?metric_type=total_value (trimmed). */
const days: IgDay[] = [
  {
    date: "2026-09-01",
    insights: [
      { name: "reach", period: "day", total_value: { value: 1834 } },
      { name: "views", period: "day", total_value: { value: "5120" } },
      { name: "accounts_engaged", period: "day", total_value: { value: 88 } },
      { name: "total_interactions", period: "day", total_value: { value: 240 } },
    ],
  },
  // Missing data comes back as an empty set, not zeros.
  { date: "2026-09-02", insights: [] },
];
const followers = [
  {
    name: "follower_count",
    period: "day",
    values: [
      { value: 12, end_time: "2026-09-02T07:00:00+0000" },
      { value: 7, end_time: "2026-09-03T07:00:00+0000" },
      { value: 99, end_time: "2026-09-04T07:00:00+0000" },
    ],
  },
];
const media = [
  // 06:55 UTC on Sep 2 is 23:55 on Sep 1 in California.
  { id: "m1", timestamp: "2026-09-02T06:55:00+0000" },
  { id: "m2", timestamp: "2026-09-02T18:00:00+0000" },
  { id: "m2", timestamp: "2026-09-02T18:00:00+0000" },
  { id: "m3", timestamp: "2026-08-31T18:00:00+0000" },
];

describe("Instagram insights → social rows", () => {
  it("maps each day's totals, its follower_count and its posts to the Pacific day", () => {
    expect(igRows(days, followers, media)).toEqual([
      { date: "2026-09-01", reach: 1834, views: 5120, engagement: 240, follows: 12, posts: 1 },
      { date: "2026-09-02", reach: 0, views: 0, engagement: 0, follows: 7, posts: 1 },
    ]);
  });

  it("answers no rows when no day was asked, and zeros when follower_count is missing (small accounts)", () => {
    expect(igRows([], followers, media)).toEqual([]);
    expect(igRows([days[0]!], [], [])).toEqual([{ date: "2026-09-01", reach: 1834, views: 5120, engagement: 240, follows: 0, posts: 0 }]);
  });
});

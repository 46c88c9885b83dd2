import { describe, expect, it } from "vitest";
import { judgeMeta } from "../meta-pages/errors";
import { dayOfEndTime, endTimeOf, pacificBounds, pacificDay } from "../meta-pages/pacific";
import { countOf, pageInsightsToRows, type Insight, type PagePost } from "./transform";

/** A recorded GET /{page-id}/insights answer (trimmed): values stamped with the end of their Pacific day. */
const recorded: { data: Insight[] } = {
  data: [
    {
      name: "page_post_engagements",
      period: "day",
      values: [
        { value: 154, end_time: "2026-09-02T07:00:00+0000" },
        { value: 98, end_time: "2026-09-03T07:00:00+0000" },
      ],
    },
    {
      name: "page_media_view",
      period: "day",
      values: [
        { value: "2310", end_time: "2026-09-02T07:00:00+0000" },
        { value: 1200, end_time: "2026-09-03T07:00:00+0000" },
      ],
    },
    {
      name: "page_total_media_view_unique",
      period: "day",
      values: [
        { value: 1834, end_time: "2026-09-02T07:00:00+0000" },
        { value: 0, end_time: "2026-09-03T07:00:00+0000" },
      ],
    },
    { name: "page_follows", period: "day", values: [{ value: 12034, end_time: "2026-09-02T07:00:00+0000" }] },
    {
      name: "page_daily_follows_unique",
      period: "day",
      values: [
        { value: 12, end_time: "2026-09-02T07:00:00+0000" },
        { value: 3, end_time: "2026-09-03T07:00:00+0000" },
      ],
    },
    { name: "page_media_view", period: "week", values: [{ value: 99999, end_time: "2026-09-02T07:00:00+0000" }] },
  ],
};
const posts: PagePost[] = [
  // 06:50 UTC on Sep 2 is 23:50 on Sep 1 in California.
  { id: "1_1", created_time: "2026-09-02T06:50:00+0000" },
  { id: "1_2", created_time: "2026-09-02T15:00:00+0000" },
  { id: "1_2", created_time: "2026-09-02T15:00:00+0000" },
];

describe("Facebook Page insights → social rows", () => {
  it("puts each value on the Pacific day its end_time closes and counts posts by Pacific day", () => {
    expect(pageInsightsToRows(recorded.data, posts)).toEqual([
      { date: "2026-09-01", views: 2310, reach: 1834, engagement: 154, follows: 12, posts: 1 },
      { date: "2026-09-02", views: 1200, reach: 0, engagement: 98, follows: 3, posts: 1 },
    ]);
  });

  it("handles winter end times (08:00 UTC) and answers no rows for an empty answer", () => {
    expect(dayOfEndTime("2026-12-02T08:00:00+0000")).toBe("2026-12-01");
    expect(dayOfEndTime("2026-11-02T08:00:00+0000")).toBe("2026-11-01");
    expect(pageInsightsToRows([], [])).toEqual([]);
    expect(pageInsightsToRows([{ name: "page_media_view", period: "day", values: [] }], [])).toEqual([]);
  });

  it("reads numbers sent as strings and sums breakdown values", () => {
    expect(countOf("42")).toBe(42);
    expect(countOf({ mobile: 3, desktop: "4" as unknown as number })).toBe(7);
    expect(countOf(null)).toBe(0);
  });

  it("asks for whole Pacific days and writes end times as Meta does", () => {
    expect(pacificBounds({ start: "2026-09-01", end: "2026-09-07" })).toEqual({
      since: Date.parse("2026-09-01T07:00:00Z") / 1000,
      until: Date.parse("2026-09-08T07:00:00Z") / 1000,
    });
    expect(endTimeOf("2026-11-01")).toBe("2026-11-02T08:00:00+0000");
    expect(pacificDay("2026-11-02T07:30:00+0000")).toBe("2026-11-01");
  });
});

describe("Meta error signals", () => {
  const answer = (status: number, error: object, headers: Record<string, string> = {}) => ({
    status,
    headers: new Headers(headers),
    body: { error },
    text: JSON.stringify({ error }),
  });
  it("retries throttle codes sent with HTTP 400, using Meta's regain estimate", () => {
    expect(judgeMeta(answer(400, { code: 32, message: "(#32) Page request limit reached" }))).toMatchObject({ kind: "retry", afterMs: 60_000 });
    expect(
      judgeMeta(answer(400, { code: 4 }, { "x-business-use-case-usage": JSON.stringify({ "1": [{ estimated_time_to_regain_access: 3 }] }) })),
    ).toMatchObject({ kind: "retry", afterMs: 180_000 });
    expect(judgeMeta(answer(400, { code: 80001 }))?.kind).toBe("retry");
  });

  it("asks to reconnect on an expired session and fails in words on a deprecated metric", () => {
    expect(judgeMeta(answer(400, { code: 190, error_subcode: 463, message: "Session has expired" }))?.kind).toBe("reauth");
    expect(judgeMeta(answer(400, { code: 100, message: "(#100) The value must be a valid insights metric" }))).toEqual({
      kind: "fail",
      message: "Meta rejected the request: (#100) The value must be a valid insights metric.",
    });
    expect(judgeMeta(answer(400, { code: 210, message: "(#210) A page access token is required" }))?.kind).toBe("fail");
    expect(judgeMeta({ status: 200, headers: new Headers(), body: { data: [] }, text: "" })).toBeNull();
  });
});

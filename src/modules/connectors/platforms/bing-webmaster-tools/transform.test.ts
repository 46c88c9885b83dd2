import { describe, expect, it } from "vitest";
import { judgeBing } from "./errors";
import { wcfPacific } from "./fake-server";
import { queryRowsFromStats, verifiedSites, wcfDay, type BingList, type QueryStats } from "./transform";

/** Recorded from the reference's GetQueryStats answer, with a winter (-0800) day and a day outside the window. */
const answer: BingList<QueryStats> = {
  d: [
    {
      __type: "QueryStats:#Microsoft.Bing.Webmaster.Api",
      AvgClickPosition: 3.1,
      AvgImpressionPosition: 5.8,
      Clicks: 14,
      Date: "/Date(1756710000000-0700)/",
      Impressions: 402,
      Query: "blue widgets",
    },
    {
      __type: "QueryStats:#Microsoft.Bing.Webmaster.Api",
      AvgClickPosition: -1,
      AvgImpressionPosition: 12,
      Clicks: 0,
      Date: "/Date(1756710000000-0700)/",
      Impressions: 7,
      Query: "widget pricing",
    },
    {
      __type: "QueryStats:#Microsoft.Bing.Webmaster.Api",
      AvgClickPosition: 2,
      AvgImpressionPosition: 2,
      Clicks: 1,
      Date: "/Date(1756191600000-0700)/",
      Impressions: 3,
      Query: "too old",
    },
  ],
};
const window = { start: "2025-08-31", end: "2025-09-02" };

describe("Bing Webmaster transform", () => {
  it("reads WCF dates as the day at their offset", () => {
    expect(wcfDay("/Date(1756710000000-0700)/")).toBe("2025-09-01");
    expect(wcfDay("/Date(1764576000000-0800)/")).toBe("2025-12-01");
    expect(wcfDay("/Date(1756684800000)/")).toBe("2025-09-01");
    expect(wcfDay("/Date(1756684800000+0200)/")).toBe("2025-09-01");
    expect(() => wcfDay("2025-09-01")).toThrow();
  });

  it("writes the fake's dates the way it reads them, across daylight saving changes", () => {
    for (const day of ["2026-03-07", "2026-03-08", "2026-03-09", "2026-11-01", "2026-11-02", "2026-07-04"]) expect(wcfDay(wcfPacific(day))).toBe(day);
    expect(wcfPacific("2025-09-01")).toBe("/Date(1756710000000-0700)/");
  });

  it("keeps only the window's query rows, as rows without page, country or device", () => {
    expect(queryRowsFromStats(answer, window)).toEqual([
      { date: "2025-09-01", query: "blue widgets", page: "", country: "", device: "", clicks: 14, impressions: 402, position: 5.8 },
      { date: "2025-09-01", query: "widget pricing", page: "", country: "", device: "", clicks: 0, impressions: 7, position: 12 },
    ]);
  });

  it("reads numbers sent as strings, and Bing's -1 'no position' as 0", () => {
    const rows = queryRowsFromStats(
      { d: [{ Date: "/Date(1756710000000-0700)/", Query: "q", Clicks: "2", Impressions: "9", AvgImpressionPosition: "-1" }] },
      window,
    );
    expect(rows[0]).toMatchObject({ clicks: 2, impressions: 9, position: 0 });
  });

  it("merges a (day, query) pair that comes twice", () => {
    const twice = { d: [answer.d![0]!, { ...answer.d![0]!, Clicks: 1, Impressions: 98, AvgImpressionPosition: 1.8 }] };
    const [row] = queryRowsFromStats(twice, window);
    expect(row).toMatchObject({ clicks: 15, impressions: 500 });
    expect(row!.position * row!.impressions).toBeCloseTo(5.8 * 402 + 1.8 * 98, 6);
  });

  it("answers an empty or null history with no rows", () => {
    expect(queryRowsFromStats({ d: [] }, window)).toEqual([]);
    expect(queryRowsFromStats({ d: null }, window)).toEqual([]);
    expect(queryRowsFromStats({}, window)).toEqual([]);
  });

  it("lists only verified sites", () => {
    expect(
      verifiedSites({
        d: [
          { Url: "https://b.example/", IsVerified: true },
          { Url: "https://a.example/", IsVerified: false },
          { Url: "https://a2.example/", IsVerified: true },
        ],
      }),
    ).toEqual(["https://a2.example/", "https://b.example/"]);
  });
});

describe("Bing Webmaster error signals", () => {
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    body,
    text: JSON.stringify(body),
    headers: new Headers(headers),
  });

  it("waits out throttling: 429, ThrottleUser/ThrottleHost faults, throttle messages, 5xx", () => {
    expect(judgeBing(reply(429, { ErrorCode: 4, Message: "ThrottleUser" }, { "retry-after": "3" }))).toMatchObject({ kind: "retry", afterMs: 3_000 });
    expect(judgeBing(reply(400, { ErrorCode: 4, Message: "ThrottleUser" }))?.kind).toBe("retry");
    expect(judgeBing(reply(400, { ErrorCode: 5, Message: "ThrottleHost" }))?.kind).toBe("retry");
    expect(judgeBing(reply(400, { ErrorCode: 0, Message: "Request throttled" }))?.kind).toBe("retry");
    expect(judgeBing(reply(503, "Service Unavailable"))?.kind).toBe("retry");
  });

  it("asks for a new token on 401 or a bad key, and explains a lost or unknown site", () => {
    expect(judgeBing(reply(401, { ErrorCode: 14, Message: "NotAuthorized" }))?.kind).toBe("reauth");
    expect(judgeBing(reply(400, { ErrorCode: 3, Message: "InvalidApiKey" }))?.kind).toBe("reauth");
    expect(judgeBing(reply(400, { ErrorCode: 14, Message: "NotAuthorized" }))).toMatchObject({ kind: "fail", message: expect.stringMatching(/verified/) });
    expect(judgeBing(reply(400, { ErrorCode: 7, Message: "InvalidUrl" }))).toMatchObject({
      kind: "fail",
      message: expect.stringMatching(/doesn't know this site/),
    });
    expect(judgeBing(reply(200, { d: [] }))).toBeNull();
  });
});

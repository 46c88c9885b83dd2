import { describe, expect, it } from "vitest";
import { judgeSearchConsole } from "./errors";
import { readableSites, searchRowsFromPages, siteLabel, type SearchAnalyticsResponse } from "./transform";

/** Recorded from the reference's searchAnalytics.query answer, with the connector's five dimensions. */
const page: SearchAnalyticsResponse = {
  rows: [
    { keys: ["2026-09-01", "blue widgets", "https://www.example.com/", "usa", "MOBILE"], clicks: 12, impressions: 340, ctr: 0.0353, position: 6.4 },
    { keys: ["2026-09-01", "widget pricing", "https://www.example.com/pricing", "deu", "DESKTOP"], clicks: 0, impressions: 3.0, ctr: 0, position: 18 },
  ],
  responseAggregationType: "byPage",
};

describe("Search Console query transform", () => {
  it("maps each keyed row to a search row, dates kept as the Pacific days given", () => {
    expect(searchRowsFromPages([page])).toEqual([
      {
        date: "2026-09-01",
        query: "blue widgets",
        page: "https://www.example.com/",
        country: "usa",
        device: "MOBILE",
        clicks: 12,
        impressions: 340,
        position: 6.4,
      },
      {
        date: "2026-09-01",
        query: "widget pricing",
        page: "https://www.example.com/pricing",
        country: "deu",
        device: "DESKTOP",
        clicks: 0,
        impressions: 3,
        position: 18,
      },
    ]);
  });

  it("reads numbers sent as strings", () => {
    const rows = searchRowsFromPages([{ rows: [{ keys: ["2026-09-02", "q", "p", "gbr", "TABLET"], clicks: "4", impressions: "40", position: "2.5" }] }]);
    expect(rows[0]).toMatchObject({ clicks: 4, impressions: 40, position: 2.5 });
  });

  it("merges a key repeated across pages, re-averaging position by impressions", () => {
    const again: SearchAnalyticsResponse = {
      rows: [{ keys: ["2026-09-01", "blue widgets", "https://www.example.com/", "usa", "MOBILE"], clicks: 3, impressions: 60, position: 1.4 }],
    };
    const rows = searchRowsFromPages([page, again]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ clicks: 15, impressions: 400 });
    expect(rows[0]!.position * rows[0]!.impressions).toBeCloseTo(6.4 * 340 + 1.4 * 60, 6);
  });

  it("answers an empty range (no rows key at all) with no rows", () => {
    expect(searchRowsFromPages([{ responseAggregationType: "byProperty" }])).toEqual([]);
  });

  it("leaves out a dimension that wasn't asked for", () => {
    expect(searchRowsFromPages([{ rows: [{ keys: ["2026-09-03", "q"], clicks: 1, impressions: 2, position: 3 }] }], ["date", "query"])[0]).toMatchObject({
      page: "",
      country: "",
      device: "",
    });
  });

  it("refuses a row without a date rather than landing it on no day", () => {
    expect(() => searchRowsFromPages([{ rows: [{ keys: ["blue widgets"], clicks: 1, impressions: 2, position: 3 }] }])).toThrow();
  });

  it("lists only the sites the user can read", () => {
    const sites = readableSites({
      siteEntry: [
        { siteUrl: "sc-domain:example.com", permissionLevel: "siteFullUser" },
        { siteUrl: "https://a.example/", permissionLevel: "siteUnverifiedUser" },
        { siteUrl: "https://www.example.com/", permissionLevel: "siteOwner" },
      ],
    });
    expect(sites.map((s) => s.siteUrl)).toEqual(["https://www.example.com/", "sc-domain:example.com"]);
    expect(readableSites({})).toEqual([]);
    expect(siteLabel("sc-domain:example.com")).toBe("example.com (domain)");
  });
});

describe("Search Console error signals", () => {
  const answer = (status: number, body: unknown) => ({ status, body, text: JSON.stringify(body), headers: new Headers() });
  const err = (code: number, reason: string, status = "") => ({ error: { code, message: "m", errors: [{ reason, domain: "usageLimits" }], status } });

  it("retries quota and rate-limit answers, whether 429 or 403", () => {
    expect(judgeSearchConsole(answer(429, err(429, "quotaExceeded", "RESOURCE_EXHAUSTED")))).toMatchObject({ kind: "retry", afterMs: 900_000 });
    expect(judgeSearchConsole(answer(403, err(403, "rateLimitExceeded")))).toMatchObject({ kind: "retry", afterMs: 60_000 });
    expect(judgeSearchConsole(answer(403, err(403, "userRateLimitExceeded")))?.kind).toBe("retry");
    expect(judgeSearchConsole(answer(403, err(403, "quotaExceeded")))?.kind).toBe("retry");
  });

  it("tells a lost permission apart from a throttle, and asks for a token on 401", () => {
    expect(judgeSearchConsole(answer(403, err(403, "forbidden")))).toMatchObject({ kind: "fail", message: expect.stringMatching(/can no longer read/) });
    expect(judgeSearchConsole(answer(401, err(401, "authError", "UNAUTHENTICATED")))?.kind).toBe("reauth");
    expect(judgeSearchConsole(answer(400, err(400, "badRequest")))?.kind).toBe("fail");
    expect(judgeSearchConsole(answer(200, { rows: [] }))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { PlatformApi } from "../../core/types";
import { dailyAnalytics, searchAll } from "./client";
import { MAX_ELEMENTS, parseRestliDateRange } from "./restli";

/** An API double that answers like LinkedIn and records what it was asked. */
function apiAnswering(answer: (url: URL) => unknown) {
  const asked: { url: URL; headers: Record<string, string> }[] = [];
  const api: PlatformApi = {
    extra: {},
    settings: {},
    request: async <T>(req: { url: string; headers?: Record<string, string> }) => {
      const url = new URL(req.url);
      asked.push({ url, headers: req.headers ?? {} });
      return answer(url) as T;
    },
    requestBytes: async () => Buffer.alloc(0),
  };
  return { api, asked };
}

describe("LinkedIn client", () => {
  it("sends Rest.li parameters unencoded with the version headers", async () => {
    const { api, asked } = apiAnswering(() => ({ elements: [] }));
    await dailyAnalytics(api, "502840441", { start: "2026-09-01", end: "2026-09-07" }, 5);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url.search).toContain("dateRange=(start:(year:2026,month:9,day:1),end:(year:2026,month:9,day:7))");
    expect(asked[0]!.url.search).toContain("accounts=List(urn%3Ali%3AsponsoredAccount%3A502840441)");
    expect(asked[0]!.headers).toEqual({ "LinkedIn-Version": "202606", "X-Restli-Protocol-Version": "2.0.0" });
  });

  it("asks again in halves when an answer reaches the 15,000-element cap", async () => {
    const { api, asked } = apiAnswering((url) => {
      const range = parseRestliDateRange(url.searchParams.get("dateRange")!)!;
      const full = range.start !== range.end ? MAX_ELEMENTS : 2;
      return { elements: Array.from({ length: full }, () => ({ impressions: 1 })) };
    });
    const elements = await dailyAnalytics(api, "1", { start: "2026-09-01", end: "2026-09-04" }, 1);
    expect(elements).toHaveLength(8);
    expect(asked.map((a) => parseRestliDateRange(a.url.searchParams.get("dateRange")!))).toEqual([
      { start: "2026-09-01", end: "2026-09-04" },
      { start: "2026-09-01", end: "2026-09-02" },
      { start: "2026-09-01", end: "2026-09-01" },
      { start: "2026-09-02", end: "2026-09-02" },
      { start: "2026-09-03", end: "2026-09-04" },
      { start: "2026-09-03", end: "2026-09-03" },
      { start: "2026-09-04", end: "2026-09-04" },
    ]);
  });

  it("follows nextPageToken through a search finder", async () => {
    const { api, asked } = apiAnswering((url) =>
      url.searchParams.get("pageToken") ? { elements: [{ id: 2 }], metadata: {} } : { elements: [{ id: 1 }], metadata: { nextPageToken: "abc==" } },
    );
    expect(await searchAll(api, "https://api.linkedin.com/rest/adAccounts")).toEqual([{ id: 1 }, { id: 2 }]);
    expect(asked[1]!.url.searchParams.get("pageToken")).toBe("abc==");
  });
});

import { describe, expect, it } from "vitest";
import { judgeAnalytics } from "./errors";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import { accountFromReport, gaDate, propertiesFromSummaries, webRowsFromReports, type RunReportResponse } from "./transform";

const headers = {
  dimensionHeaders: [{ name: "date" }, { name: "sessionDefaultChannelGroup" }, { name: "sessionSourceMedium" }, { name: "landingPage" }],
  metricHeaders: [
    { name: "sessions", type: "TYPE_INTEGER" },
    { name: "totalUsers", type: "TYPE_INTEGER" },
    { name: "engagedSessions", type: "TYPE_INTEGER" },
    { name: "keyEvents", type: "TYPE_FLOAT" },
    { name: "totalRevenue", type: "TYPE_CURRENCY" },
  ],
};
const row = (dims: string[], mets: string[]) => ({ dimensionValues: dims.map((value) => ({ value })), metricValues: mets.map((value) => ({ value })) });

/** Recorded from the reference's runReport answer, with the connector's dimensions and metrics. */
const page1: RunReportResponse = {
  ...headers,
  rows: [
    row(["20260831", "Paid Search", "google / cpc", "/pricing"], ["412", "380", "301", "9", "512.4"]),
    row(["20260901", "Organic Search", "google / organic", "/"], ["120", "101", "88", "2.5", "0.1"]),
  ],
  rowCount: 3,
  metadata: { currencyCode: "EUR", timeZone: "Europe/Berlin" },
};
const page2: RunReportResponse = {
  ...headers,
  rows: [row(["20260901", "Organic Search", "google / organic", "/"], ["30", "29", "20", "0.5", "0.2"])],
  rowCount: 3,
  metadata: { currencyCode: "EUR", timeZone: "Europe/Berlin" },
};

describe("GA4 runReport transform", () => {
  it("turns string metrics into counts and exact decimals, with YYYYMMDD as the property's day", () => {
    const rows = webRowsFromReports([page1]);
    expect(rows[0]).toEqual({
      date: "2026-08-31",
      channel: "Paid Search",
      sourceMedium: "google / cpc",
      landingPage: "/pricing",
      sessions: 412,
      users: 380,
      engagedSessions: 301,
      keyEvents: "9",
      revenue: "512.4",
    });
  });

  it("sums a row repeated across pages without float error (0.1 + 0.2 is 0.3)", () => {
    const rows = webRowsFromReports([page1, page2]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ date: "2026-09-01", sessions: 150, users: 130, engagedSessions: 108, keyEvents: "3", revenue: "0.3" });
  });

  it("finds columns by header name whatever order they come in", () => {
    const shuffled: RunReportResponse = {
      dimensionHeaders: [{ name: "landingPage" }, { name: "date" }],
      metricHeaders: [{ name: "totalRevenue" }, { name: "sessions" }],
      rows: [row(["/a", "20261231"], ["1e2", "7"])],
    };
    expect(webRowsFromReports([shuffled])).toEqual([
      { date: "2026-12-31", channel: "", sourceMedium: "", landingPage: "/a", sessions: 7, users: 0, engagedSessions: 0, keyEvents: "0", revenue: "100" },
    ]);
  });

  it("reads an empty answer (no rows, no rowCount: proto3 leaves them out) as no rows", () => {
    expect(webRowsFromReports([{ ...headers, metadata: { currencyCode: "JPY", timeZone: "Asia/Tokyo" } }])).toEqual([]);
    expect(accountFromReport({ metadata: { currencyCode: "JPY", timeZone: "Asia/Tokyo" } })).toEqual({ currency: "JPY", timeZone: "Asia/Tokyo" });
    expect(accountFromReport(undefined)).toEqual({});
  });

  it("keeps decimals exact in micro-units", () => {
    expect(toMicros("512.4")).toBe(512_400_000n);
    expect(toMicros("-0.0000015")).toBe(-2n);
    expect(toMicros("1.5E3")).toBe(1_500_000_000n);
    expect(toMicros("")).toBe(0n);
    expect(fromMicros(toMicros("99999999999.999999") + 1n)).toBe("100000000000");
    expect(fromMicros(-5n)).toBe("-0.000005");
    expect(() => toMicros("12,5")).toThrow();
  });

  it("rejects a date that isn't YYYYMMDD", () => {
    expect(gaDate("20260901")).toBe("2026-09-01");
    expect(() => gaDate("2026-09-01")).toThrow();
  });

  it("lists properties from every account summary", () => {
    const found = propertiesFromSummaries([
      {
        accountSummaries: [{ account: "accounts/1", displayName: "Acme", propertySummaries: [{ property: "properties/11", displayName: "Web" }] }],
        nextPageToken: "x",
      },
      { accountSummaries: [{ account: "accounts/2", displayName: "Globex" }] },
    ]);
    expect(found).toEqual([{ id: "11", name: "Web", account: "Acme" }]);
  });
});

describe("GA4 error signals", () => {
  const answer = (status: number, body: unknown, hdrs: Record<string, string> = {}) => ({
    status,
    body,
    text: JSON.stringify(body),
    headers: new Headers(hdrs),
  });

  it("waits out RESOURCE_EXHAUSTED, using the retry delay Google gives", () => {
    expect(judgeAnalytics(answer(429, { error: { code: 429, status: "RESOURCE_EXHAUSTED", message: "Exhausted concurrent requests quota." } }))).toMatchObject({
      kind: "retry",
      afterMs: 30_000,
    });
    const withDelay = {
      error: { code: 429, status: "RESOURCE_EXHAUSTED", message: "x", details: [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "7s" }] },
    };
    expect(judgeAnalytics(answer(429, withDelay))).toMatchObject({ kind: "retry", afterMs: 7_000 });
  });

  it("gives up in plain words when the daily quota is gone", () => {
    const verdict = judgeAnalytics(answer(429, { error: { code: 429, status: "RESOURCE_EXHAUSTED", message: "Exhausted property tokens per day quota." } }));
    expect(verdict).toMatchObject({ kind: "fail" });
  });

  it("asks for a new token on UNAUTHENTICATED and explains PERMISSION_DENIED", () => {
    expect(
      judgeAnalytics(answer(401, { error: { code: 401, status: "UNAUTHENTICATED", message: "Request had invalid authentication credentials." } }))?.kind,
    ).toBe("reauth");
    expect(
      judgeAnalytics(answer(403, { error: { code: 403, status: "PERMISSION_DENIED", message: "User does not have sufficient permissions" } })),
    ).toMatchObject({ kind: "fail", message: expect.stringMatching(/can no longer read/) });
    expect(judgeAnalytics(answer(200, {}))).toBeNull();
  });
});

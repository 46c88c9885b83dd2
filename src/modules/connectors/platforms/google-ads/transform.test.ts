import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../../core/types";
import { toMicros } from "../../../../lib/decimal";
import { durationMs, judgeGoogleAds } from "./errors";
import {
  accessibleCustomerIds,
  accountsFromClients,
  campaignsBeyondAdGroups,
  exactFactBatch,
  fastFactBatch,
  toFactBatch,
  type GoogleAdsRow,
  type StreamBatch,
} from "./transform";

const customer = { resourceName: "customers/3456789012", id: "3456789012", currencyCode: "EUR", timeZone: "Europe/Berlin" };
const brand = { resourceName: "customers/3456789012/campaigns/111", id: "111", name: "Suche – Marke", status: "ENABLED" };
const pmax = {
  resourceName: "customers/3456789012/campaigns/444",
  id: "444",
  name: "Performance Max",
  status: "ENABLED",
  advertisingChannelType: "PERFORMANCE_MAX",
};

/** FROM ad_group, as searchStream answers it: two batches, int64 as strings, zero metrics left out. */
const adGroupStream: StreamBatch[] = [
  {
    results: [
      {
        customer,
        campaign: brand,
        adGroup: { resourceName: "customers/3456789012/adGroups/1111", id: "1111", name: "Brand exact", status: "ENABLED" },
        segments: { date: "2026-09-30" },
        metrics: { impressions: "1000", clicks: "80", costMicros: "2500001", conversions: 4.0, conversionsValue: 120.5 },
      },
      {
        customer,
        campaign: brand,
        adGroup: { resourceName: "customers/3456789012/adGroups/1112", id: "1112", name: "Brand phrase", status: "PAUSED" },
        segments: { date: "2026-09-30" },
        // proto3 JSON: clicks, conversions and value were 0, so they are absent.
        metrics: { impressions: "12", costMicros: "999999" },
      },
    ],
    fieldMask: "customer.id,campaign.id,adGroup.id,segments.date,metrics.impressions",
    requestId: "a1",
  },
  {
    results: [
      {
        customer,
        campaign: brand,
        adGroup: { resourceName: "customers/3456789012/adGroups/1111", id: "1111", name: "Brand exact", status: "ENABLED" },
        segments: { date: "2026-10-01" },
        metrics: { impressions: "9007199254740", clicks: "3", costMicros: "1", conversions: 0.1, conversionsValue: 0.2 },
      },
    ],
    requestId: "a2",
    queryResourceConsumption: "123",
  },
];

/** FROM campaign: the brand campaign sums its ad groups; Performance Max spends outside any ad group. */
const campaignStream: StreamBatch[] = [
  {
    results: [
      {
        customer,
        campaign: brand,
        segments: { date: "2026-09-30" },
        metrics: { impressions: "1012", clicks: "80", costMicros: "3500000", conversions: 4, conversionsValue: 120.5 },
      },
      {
        customer,
        campaign: brand,
        segments: { date: "2026-10-01" },
        metrics: { impressions: "9007199254740", clicks: "3", costMicros: "1", conversions: 0.1, conversionsValue: 0.2 },
      },
      {
        customer,
        campaign: pmax,
        segments: { date: "2026-09-30" },
        metrics: { impressions: "500", clicks: "7", costMicros: "12340000", conversions: 1.33, conversionsValue: 45 },
      },
    ],
  },
];

describe("Google Ads searchStream → ad rows", () => {
  it("keeps ad-group grain, divides micros exactly and reads int64 strings", () => {
    const batch = toFactBatch(adGroupStream, campaignStream);
    expect(batch.account).toEqual({ currency: "EUR", timeZone: "Europe/Berlin", name: undefined });
    expect(batch.ad).toEqual([
      {
        date: "2026-09-30",
        campaignId: "111",
        adGroupId: "1111",
        impressions: 1000,
        clicks: 80,
        spend: "2.500001",
        conversions: "4",
        conversionValue: "120.5",
      },
      { date: "2026-09-30", campaignId: "111", adGroupId: "1112", impressions: 12, clicks: 0, spend: "0.999999", conversions: "0", conversionValue: "0" },
      { date: "2026-09-30", campaignId: "444", adGroupId: "", impressions: 500, clicks: 7, spend: "12.34", conversions: "1.33", conversionValue: "45" },
      {
        date: "2026-10-01",
        campaignId: "111",
        adGroupId: "1111",
        impressions: 9007199254740,
        clicks: 3,
        spend: "0.000001",
        conversions: "0.1",
        conversionValue: "0.2",
      },
    ]);
  });

  it("sums to the campaign totals: spend beyond the ad groups becomes a campaign-level row", () => {
    const batch = toFactBatch(adGroupStream, campaignStream);
    const dayTotal = batch.ad!.filter((r) => r.date === "2026-09-30").reduce((s, r) => s + toMicros(r.spend), 0n);
    expect(dayTotal).toBe(3_500_000n + 12_340_000n);
    expect(batch.campaigns).toEqual([
      { id: "111", name: "Suche – Marke", status: "ENABLED" },
      { id: "444", name: "Performance Max", status: "ENABLED" },
    ]);
    expect(batch.adGroups).toContainEqual({ id: "1112", name: "Brand phrase", status: "PAUSED", campaignId: "111" });
  });

  it("sums duplicate keys instead of repeating them", () => {
    const row = adGroupStream[0]!.results![0]!;
    const batch = toFactBatch([{ results: [row, row] }], []);
    expect(batch.ad).toEqual([
      { date: "2026-09-30", campaignId: "111", adGroupId: "1111", impressions: 2000, clicks: 160, spend: "5.000002", conversions: "8", conversionValue: "241" },
    ]);
  });

  it("takes names, statuses, currency and zone from the entity streams when day rows carry only ids", () => {
    const slim = (rows: GoogleAdsRow[]): StreamBatch[] => [
      {
        results: rows.map(({ campaign, adGroup, segments, metrics }) => ({
          campaign: { resourceName: campaign!.resourceName, id: campaign!.id },
          ...(adGroup ? { adGroup: { resourceName: adGroup.resourceName, id: adGroup.id } } : {}),
          segments,
          metrics,
        })),
      },
    ];
    const groupRows = adGroupStream.flatMap((b) => b.results ?? []);
    const campaignRows = campaignStream.flatMap((b) => b.results ?? []);
    const entities = {
      customer: [{ results: [{ customer: { ...customer, descriptiveName: "Northwind Kaffee DE" } }] }],
      campaigns: [{ results: [{ campaign: brand }, { campaign: pmax }, { campaign: { id: "999", name: "Never ran", status: "REMOVED" } }] }],
      adGroups: [{ results: groupRows.map(({ campaign, adGroup }) => ({ campaign, adGroup })) }],
    };
    const batch = toFactBatch(slim(groupRows), slim(campaignRows), entities);
    // The same rows and dimensions as from the full answers; only entities with rows are kept.
    const full = toFactBatch(adGroupStream, campaignStream);
    expect(batch.ad).toEqual(full.ad);
    expect(batch.campaigns).toEqual(full.campaigns);
    expect(batch.adGroups).toEqual(full.adGroups);
    expect(batch.account).toEqual({ currency: "EUR", timeZone: "Europe/Berlin", name: "Northwind Kaffee DE" });
    // Without entity streams the ids stand in for names.
    expect(toFactBatch(slim(groupRows), slim(campaignRows)).campaigns).toEqual([
      { id: "111", name: "111", status: null },
      { id: "444", name: "444", status: null },
    ]);
  });

  it("reads the campaign from the ad group's campaign resource name, as adGroupQuery asks for it", () => {
    // SELECT ad_group.campaign, ad_group.id, segments.date, metrics… FROM ad_group: no campaign object.
    const asAsked: StreamBatch[] = adGroupStream.map((b) => ({
      ...b,
      fieldMask: "adGroup.campaign,adGroup.id,segments.date,metrics.impressions,metrics.clicks,metrics.costMicros,metrics.conversions,metrics.conversionsValue",
      results: (b.results ?? []).map(({ adGroup, segments, metrics }) => ({
        adGroup: { resourceName: adGroup!.resourceName, campaign: "customers/3456789012/campaigns/111", id: adGroup!.id },
        segments,
        metrics,
      })),
    }));
    const batch = toFactBatch(asAsked, campaignStream, { campaigns: [{ results: [{ campaign: brand }, { campaign: pmax }] }] });
    const full = toFactBatch(adGroupStream, campaignStream);
    expect(batch.ad).toEqual(full.ad);
    expect(batch.campaigns).toEqual(full.campaigns);
    expect(campaignsBeyondAdGroups(asAsked, totals([[brand, brandWindow]]))).toEqual([]);
    // A resource name that names no campaign leaves the row out, as a missing campaign.id does.
    const odd: StreamBatch[] = [
      {
        results: [
          {
            adGroup: { resourceName: "customers/3456789012/adGroups/1111", campaign: "customers/3456789012/campaigns/", id: "1111" },
            segments: { date: "2026-09-30" },
            metrics: { impressions: "1" },
          },
        ],
      },
    ];
    expect(toFactBatch(odd, []).ad).toEqual([]);
  });

  it("answers nothing for an empty stream (one batch with no results)", () => {
    expect(toFactBatch([{ fieldMask: "segments.date", requestId: "x" }], [])).toEqual({ ad: [], campaigns: [], adGroups: [] });
    expect(toFactBatch(null, undefined).ad).toEqual([]);
  });
});

/** `FROM campaign` without segments.date: a row a campaign, its metrics summed over the window. */
const totals = (rows: [NonNullable<GoogleAdsRow["campaign"]>, GoogleAdsRow["metrics"]][]): StreamBatch[] => [
  { results: rows.map(([campaign, metrics]) => ({ campaign, metrics })) },
];
/** The brand campaign's window: its two days' campaign rows added (they equal its ad groups'). */
const brandWindow = { impressions: "9007199255752", clicks: "83", costMicros: "3500001", conversions: 4.1, conversionsValue: 120.7 };

describe("Google Ads campaigns that spend outside their ad groups", () => {
  it("names the campaigns whose window totals differ from their ad groups' day rows", () => {
    const pmaxWindow = { impressions: "500", clicks: "7", costMicros: "12340000", conversions: 1.33, conversionsValue: 45 };
    expect(
      campaignsBeyondAdGroups(
        adGroupStream,
        totals([
          [brand, brandWindow],
          [pmax, pmaxWindow],
        ]),
      ),
    ).toEqual(["444"]);
    // One micro of cost outside the ad groups is enough.
    expect(
      campaignsBeyondAdGroups(
        adGroupStream,
        totals([
          [pmax, pmaxWindow],
          [brand, { ...brandWindow, costMicros: "3500002" }],
        ]),
      ),
    ).toEqual(["111", "444"]);
    expect(campaignsBeyondAdGroups(adGroupStream, totals([[brand, { ...brandWindow, conversions: 4.2 }]]))).toEqual(["111"]);
  });

  it("lands the same rows as asking every campaign's day rows", () => {
    const beyond = campaignsBeyondAdGroups(
      adGroupStream,
      totals([
        [brand, brandWindow],
        [pmax, { impressions: "500", clicks: "7", costMicros: "12340000", conversions: 1.33, conversionsValue: 45 }],
      ]),
    );
    const asked: StreamBatch[] = [{ results: campaignStream.flatMap((b) => b.results ?? []).filter((r) => beyond.includes(r.campaign!.id!)) }];
    expect(toFactBatch(adGroupStream, asked)).toEqual(toFactBatch(adGroupStream, campaignStream));
  });

  it("asks nothing for campaigns the totals leave out, nor for ids that aren't int64 digits", () => {
    expect(campaignsBeyondAdGroups(adGroupStream, [])).toEqual([]);
    expect(
      campaignsBeyondAdGroups(
        null,
        totals([
          [{ id: "1 OR 1=1" }, { impressions: "5" }],
          [{ id: "77" }, { clicks: "1" }],
        ]),
      ),
    ).toEqual(["77"]);
  });

  it("compares exactly beyond the safe integers", () => {
    const huge = { impressions: "9007199254740993", costMicros: "18014398509481985" };
    const groups: StreamBatch[] = [{ results: [{ campaign: brand, adGroup: { id: "1111" }, segments: { date: "2026-09-30" }, metrics: huge }] }];
    expect(campaignsBeyondAdGroups(groups, totals([[brand, huge]]))).toEqual([]);
    expect(campaignsBeyondAdGroups(groups, totals([[brand, { ...huge, impressions: "9007199254740992" }]]))).toEqual(["111"]);
  });
});

/** An ad-group row and its campaign's row carrying the given metrics (the campaign adds `extra`). */
function pair(metrics: GoogleAdsRow["metrics"], extra: GoogleAdsRow["metrics"] = {}): [StreamBatch[], StreamBatch[]] {
  const row: GoogleAdsRow = { customer, campaign: brand, adGroup: { id: "1111", name: "Brand exact" }, segments: { date: "2026-09-30" }, metrics };
  return [[{ results: [row] }], [{ results: [{ campaign: pmax, segments: { date: "2026-09-30" }, metrics: extra }] }]];
}

describe("Google Ads transform: plain numbers and BigInt give the same rows", () => {
  it("sums in plain numbers the figures platforms send, with the BigInt path's rows", () => {
    for (const streams of [
      [adGroupStream, campaignStream],
      pair({ impressions: "0", clicks: "-3", costMicros: "-2500001", conversions: -0.5, conversionsValue: -120.25 }),
      pair({ impressions: "9007199254740991", costMicros: "9007199254740991", conversions: 0.000001, conversionsValue: 2147483647.999999 }),
      // Leading zeros and a negative zero read as BigInt reads them.
      pair({ impressions: "007", clicks: "-0", costMicros: "000", conversions: -0, conversionsValue: 0 }),
      // proto3: every metric missing, or no metrics at all.
      pair({}),
      pair(undefined, { impressions: "5" }),
    ] as [StreamBatch[], StreamBatch[]][]) {
      const fast = fastFactBatch(...streams);
      expect(fast).not.toBeNull();
      expect(fast).toEqual(exactFactBatch(...streams));
    }
  });

  it("reads decimals with more than 6 places, exponents and strings as toMicros does (half away from zero)", () => {
    const streams = pair({ conversions: 1.3333335, conversionsValue: "0.0000005" }, { conversions: 1e-7, conversionsValue: 1.5e3 });
    const fast = fastFactBatch(...streams)!;
    expect(fast).toEqual(exactFactBatch(...streams));
    expect(fast.ad!.map((r) => [r.conversions, r.conversionValue])).toEqual([
      ["1.333334", "0.000001"],
      ["0", "1500"],
    ]);
  });

  it("falls back to BigInt when a figure or a sum leaves the safe integers, with exact rows", () => {
    for (const streams of [
      pair({ impressions: "9007199254740993", costMicros: "123456789012345678901" }),
      // The campaign reports less than its ad group: the campaign-level rest is -2^54 + 2.
      [
        pair({ costMicros: "9007199254740991" })[0],
        [{ results: [{ campaign: brand, segments: { date: "2026-09-30" }, metrics: { costMicros: "-9007199254740991" } }] }],
      ] as [StreamBatch[], StreamBatch[]],
      pair({ conversionsValue: 9007199254.740993 }),
    ]) {
      expect(fastFactBatch(...streams)).toBeNull();
      expect(toFactBatch(...streams)).toEqual(exactFactBatch(...streams));
    }
    const [groups] = pair({ costMicros: "9007199254740991" });
    // Two safe figures whose sum isn't: the duplicate key sums past 2^53.
    expect(fastFactBatch([{ results: [...groups[0]!.results!, ...groups[0]!.results!] }], [])).toBeNull();
    expect(toFactBatch([{ results: [...groups[0]!.results!, ...groups[0]!.results!] }], []).ad![0]!.spend).toBe("18014398509.481982");
  });

  it("rejects what the BigInt path rejects", () => {
    for (const bad of [
      { impressions: "1e3" },
      { clicks: "1.5" },
      { costMicros: "abc" },
      { conversions: Number.NaN },
      { conversionsValue: Number.POSITIVE_INFINITY },
      { conversions: "1,5" },
    ]) {
      const streams = pair(bad as GoogleAdsRow["metrics"]);
      expect(() => exactFactBatch(...streams)).toThrow();
      expect(() => toFactBatch(...streams)).toThrow();
    }
  });

  it("agrees with the BigInt path on many random windows", () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const decimal = () =>
      pick([() => Math.round(rand() * 1e6) / 100, () => Math.round(rand() * 1e9) / 1e6, () => rand() * 1000, () => -rand(), () => 0, () => undefined])();
    const int = () => pick([() => String(Math.floor(rand() * 1e12)), () => String(-Math.floor(rand() * 1000)), () => "0", () => undefined])();
    for (let n = 0; n < 200; n++) {
      const rows: GoogleAdsRow[] = [];
      const campaignRows: GoogleAdsRow[] = [];
      for (let i = 0; i < 20; i++) {
        const date = `2026-09-${String(1 + Math.floor(rand() * 3)).padStart(2, "0")}`;
        const campaign = { id: String(1 + Math.floor(rand() * 3)), name: "C" };
        rows.push({
          campaign,
          adGroup: { id: String(Math.floor(rand() * 4)), name: "G" },
          segments: { date },
          metrics: { impressions: int(), clicks: int(), costMicros: int(), conversions: decimal(), conversionsValue: decimal() },
        });
        campaignRows.push({
          campaign,
          segments: { date },
          metrics: { impressions: int(), costMicros: int(), conversions: decimal(), conversionsValue: decimal() },
        });
      }
      const streams: [StreamBatch[], StreamBatch[]] = [[{ results: rows }], [{ results: campaignRows }]];
      expect(fastFactBatch(...streams)).toEqual(exactFactBatch(...streams));
    }
  });
});

describe("Google Ads accounts", () => {
  it("reads accessible customers and leaves out managers and disabled clients", () => {
    expect(accessibleCustomerIds({ resourceNames: ["customers/1000000001", "customers/4567890123"] })).toEqual(["1000000001", "4567890123"]);
    expect(accessibleCustomerIds({})).toEqual([]);
    const clients: StreamBatch[] = [
      {
        results: [
          { customerClient: { id: "1000000001", descriptiveName: "Agency", manager: true, status: "ENABLED", level: "0" } },
          {
            customerClient: {
              id: "2345678901",
              descriptiveName: "Shoes US",
              currencyCode: "USD",
              timeZone: "America/Los_Angeles",
              status: "ENABLED",
              level: "1",
            },
          },
          {
            customerClient: {
              id: "2345678999",
              descriptiveName: "Closed",
              currencyCode: "USD",
              timeZone: "America/Los_Angeles",
              status: "CANCELED",
              level: "1",
            },
          },
        ],
      },
    ];
    expect(accountsFromClients("1000000001", clients)).toEqual([
      {
        id: "2345678901",
        name: "Shoes US",
        currency: "USD",
        timeZone: "America/Los_Angeles",
        detail: "234-567-8901 · through manager 100-000-0001",
        loginCustomerId: "1000000001",
      },
    ]);
  });
});

const answer = (status: number, body: unknown): HttpAnswer => ({ status, headers: new Headers(), body, text: JSON.stringify(body) });
const failure = (code: number, status: string, errorCode: Record<string, string>, extra: object = {}) => ({
  error: {
    code,
    status,
    message: "m",
    details: [
      {
        "@type": "type.googleapis.com/google.ads.googleads.v26.errors.GoogleAdsFailure",
        errors: [{ errorCode, message: "Too many requests. Retry in 37 seconds.", ...extra }],
      },
    ],
  },
});

describe("Google Ads errors", () => {
  it("waits the quota error's retryDelay", () => {
    const throttled = failure(
      429,
      "RESOURCE_EXHAUSTED",
      { quotaError: "RESOURCE_TEMPORARILY_EXHAUSTED" },
      { details: { quotaErrorDetails: { rateScope: "DEVELOPER", retryDelay: "37s" } } },
    );
    expect(judgeGoogleAds(answer(429, throttled))).toMatchObject({ kind: "retry", afterMs: 37_000 });
    // searchStream may wrap the status in an array.
    expect(judgeGoogleAds(answer(429, [throttled]))).toMatchObject({ kind: "retry", afterMs: 37_000 });
    expect(durationMs("0.5s")).toBe(500);
    expect(durationMs("soon")).toBeNull();
  });

  it("refreshes on an expired token, explains permission and developer-token problems", () => {
    expect(judgeGoogleAds(answer(401, failure(401, "UNAUTHENTICATED", { authenticationError: "OAUTH_TOKEN_EXPIRED" })))?.kind).toBe("reauth");
    expect(
      judgeGoogleAds(answer(401, { error: { code: 401, status: "UNAUTHENTICATED", message: "Request had invalid authentication credentials." } }))?.kind,
    ).toBe("reauth");
    const devToken = judgeGoogleAds(answer(401, failure(401, "UNAUTHENTICATED", { authenticationError: "DEVELOPER_TOKEN_INVALID" })));
    expect(devToken).toMatchObject({ kind: "fail" });
    expect(devToken?.kind === "fail" && devToken.message).toMatch(/developer token/);
    const denied = judgeGoogleAds(answer(403, failure(403, "PERMISSION_DENIED", { authorizationError: "USER_PERMISSION_DENIED" })));
    expect(denied?.kind === "fail" && denied.message).toMatch(/login customer id/);
  });

  it("retries server errors and lets successes through", () => {
    expect(judgeGoogleAds(answer(503, { error: { code: 503, status: "UNAVAILABLE", message: "busy" } }))?.kind).toBe("retry");
    expect(judgeGoogleAds(answer(200, [{ results: [] }]))).toBeNull();
    // A stream that broke after a first batch is not taken as complete.
    expect(judgeGoogleAds(answer(200, [{ results: [] }, { error: { code: 503, status: "UNAVAILABLE", message: "stream reset" } }]))?.kind).toBe("retry");
    expect(judgeGoogleAds(answer(400, failure(400, "INVALID_ARGUMENT", { queryError: "UNRECOGNIZED_FIELD" })))?.kind).toBe("fail");
  });
});

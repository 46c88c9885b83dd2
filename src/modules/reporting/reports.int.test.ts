import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { adGroupRows, campaignsOf, expectedDaily as gadsDaily } from "@/modules/connectors/platforms/google-ads/fake-data";
import { expectedDaily as gaDaily } from "@/modules/connectors/platforms/google-analytics/fake-server";
import { expectedDaily as shopDaily } from "@/modules/connectors/platforms/shopify/fake-server";
import type { DbHandle } from "@/server/db/client";
import { addDays } from "@/lib/days";
import type { Kpi } from "./contracts/report.contracts";
import { eachDay } from "@/lib/days";
import {
  ACCOUNTS,
  adTotals,
  campaignDays,
  EUR_RATES,
  GADS,
  kpiOf,
  META,
  money,
  num,
  PREVIOUS,
  RANGE,
  SHOP,
  syncedWorkspace,
  usdMicros,
  YEAR_BACK,
  type AdTotals,
  type SyncedWorkspace,
} from "./reports.fixture";

let handle: DbHandle;
let ws: SyncedWorkspace;
let owner: TestCaller;
type AdReport = Awaited<ReturnType<TestCaller["reporting"]["reports"]["ads"]>>;
type Overview = Awaited<ReturnType<TestCaller["reporting"]["reports"]["overview"]>>;
let beforeRates: { ads: AdReport; overview: Overview };

beforeAll(async () => {
  handle = await createTestDb();
  ws = await syncedWorkspace(handle.db);
  owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  beforeRates = { ads: await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads" }), overview: await owner.reporting.reports.overview(RANGE) };
  for (const r of EUR_RATES) await owner.reporting.fx.add({ date: r.date, base: "EUR", quote: "USD", rate: r.rate });
}, 60_000);
afterAll(async () => {
  await ws?.close();
  await handle?.close();
});

/** No reference rates are loaded here, so EUR has no rate at all until rates are entered. */
const EUR_MISSING = ["EUR"];
const GADS_EUR = ACCOUNTS["google-ads"][1];
const GADS_USD = ACCOUNTS["google-ads"][0];

/** The paid-media KPIs totals must give, ratios from the totals. */
function expectAdKpis(kpis: Kpi[], cur: AdTotals, field: "value" | "previous" = "value") {
  const at = (key: string) => kpiOf(kpis, key)[field];
  expect(at("spend")).toBe(num(cur.spend));
  expect(at("impressions")).toBe(cur.impressions);
  expect(at("clicks")).toBe(cur.clicks);
  expect(at("conversions")).toBeCloseTo(cur.conversions, 6);
  expect(at("conversionValue")).toBe(num(cur.value));
  expect(at("ctr")).toBeCloseTo(cur.clicks / cur.impressions, 12);
  expect(at("cpc")).toBeCloseTo(num(cur.spend) / cur.clicks, 9);
  expect(at("cpa")).toBeCloseTo(num(cur.spend) / cur.conversions, 9);
  expect(at("roas")).toBeCloseTo(num(cur.value) / num(cur.spend), 12);
  if (field === "value") {
    expect(kpiOf(kpis, "spend").exact).toBe(money(cur.spend));
    expect(kpiOf(kpis, "conversionValue").exact).toBe(money(cur.value));
    expect(kpiOf(kpis, "impressions").exact).toBe(String(cur.impressions));
  }
}

describe("money in another currency", () => {
  it("leaves EUR amounts out, naming the currency, while there is no rate, counts still in", () => {
    const { ads, overview } = beforeRates;
    expect(ads.missingRates).toEqual(EUR_MISSING);
    expect(overview.missingRates).toEqual(EUR_MISSING);
    expect(ads.notices).toEqual([]);
    const usdOnly = adTotals(GADS, RANGE, { withRates: false });
    expect(usdOnly.spend).toBe(adTotals([["google-ads", GADS_USD]], RANGE).spend);
    expect(kpiOf(ads.kpis, "spend").exact).toBe(money(usdOnly.spend));
    expect(kpiOf(ads.kpis, "impressions").value).toBe(adTotals(GADS, RANGE).impressions);
    expect(kpiOf(overview.kpis, "spend").exact).toBe(money(adTotals([...GADS, ...META], RANGE, { withRates: false }).spend));
    expect(kpiOf(overview.kpis, "revenue").exact).toBe("0.00");
  });

  it("converts each day at its own rate once rates are entered", async () => {
    const ads = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads" });
    expect(ads.notices).toEqual([]);
    const eur = adTotals([["google-ads", GADS_EUR]], RANGE);
    // Days before and after 1 August convert at different rates.
    const atDayRate = eachDay(RANGE).reduce((a, d) => a + usdMicros(gadsDaily(GADS_EUR, d).spend, "EUR", d)!, 0n);
    const atJulyRate = eachDay(RANGE).reduce((a, d) => a + usdMicros(gadsDaily(GADS_EUR, d).spend, "EUR", "2026-07-31")!, 0n);
    expect(eur.spend).toBe(atDayRate);
    expect(eur.spend).not.toBe(atJulyRate);
    expect(kpiOf(ads.kpis, "spend").exact).toBe(money(adTotals([["google-ads", GADS_USD]], RANGE).spend + eur.spend));
  });
});

describe("an ad platform's report", () => {
  it("answers KPIs equal to the fakes' totals, ratios from totals, and the previous period's", async () => {
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads" });
    expect(r.range).toEqual(RANGE);
    expect(r.comparison).toEqual(PREVIOUS);
    expectAdKpis(r.kpis, adTotals(GADS, RANGE));
    expectAdKpis(r.kpis, adTotals(GADS, PREVIOUS), "previous");
    expect(r.sources.map((s) => s.externalAccountId).sort()).toEqual([...ACCOUNTS["google-ads"]].sort());
  });

  it("compares with last year (no data: zeros and no ratios) or with nothing", async () => {
    const year = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", compare: "year" });
    expect(year.comparison).toEqual(YEAR_BACK);
    expectAdKpis(year.kpis, adTotals(GADS, RANGE));
    expect(Object.fromEntries(year.kpis.map((k) => [k.key, k.previous]))).toEqual({
      spend: 0,
      impressions: 0,
      clicks: 0,
      ctr: null,
      cpc: null,
      conversions: 0,
      cpa: null,
      conversionValue: 0,
      roas: null,
    });
    const none = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", compare: "none" });
    expect(none.comparison).toBeNull();
    expect(none.kpis.every((k) => k.previous === null)).toBe(true);
    expect(none.series[0]).not.toHaveProperty("spendPrev");
  });

  it("draws each day's values beside the same day of the previous period", async () => {
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads" });
    expect(r.series.map((p) => p.x)).toEqual(eachDay(RANGE));
    r.series.forEach((p, i) => {
      const day = adTotals(GADS, { start: p.x, end: p.x });
      const before = adTotals(GADS, { start: addDays(PREVIOUS.start, i), end: addDays(PREVIOUS.start, i) });
      expect(p.prevX).toBe(addDays(PREVIOUS.start, i));
      expect(p.impressions).toBe(day.impressions);
      expect(p.clicks).toBe(day.clicks);
      expect(p.spend as number).toBeCloseTo(num(day.spend), 6);
      expect(p.conversionValue as number).toBeCloseTo(num(day.value), 6);
      expect(p.impressionsPrev).toBe(before.impressions);
      expect(p.spendPrev as number).toBeCloseTo(num(before.spend), 6);
    });
  });

  it("sums Monday weeks, the first clamped to the range's start", async () => {
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", grain: "week" });
    const weeks = [
      ["2026-07-31", "2026-08-02"],
      ["2026-08-03", "2026-08-09"],
      ["2026-08-10", "2026-08-16"],
      ["2026-08-17", "2026-08-23"],
      ["2026-08-24", "2026-08-29"],
    ] as const;
    expect(r.series.map((p) => p.x)).toEqual(weeks.map((w) => w[0]));
    weeks.forEach(([start, end], i) => {
      const t = adTotals(GADS, { start, end });
      expect(r.series[i]!.impressions).toBe(t.impressions);
      expect(r.series[i]!.spend as number).toBeCloseTo(num(t.spend), 6);
      expect(r.series[i]!.ctr as number).toBeCloseTo(t.clicks / t.impressions, 12);
    });
  });

  it("lists accounts and campaigns that add up to the totals", async () => {
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads" });
    for (const id of ACCOUNTS["google-ads"]) {
      const row = r.accounts.find((a) => a.sourceId === ws.source("google-ads", id))!;
      const t = adTotals([["google-ads", id]], RANGE);
      expect(row).toMatchObject({
        currency: id === GADS_EUR ? "EUR" : "USD",
        spend: num(t.spend),
        impressions: t.impressions,
        clicks: t.clicks,
        spendPrev: num(adTotals([["google-ads", id]], PREVIOUS).spend),
      });
    }
    expect(r.campaigns).toHaveLength(8);
    for (const c of r.campaigns) {
      const accountId = ACCOUNTS["google-ads"].find((id) => ws.source("google-ads", id) === c.sourceId)!;
      const t = adTotals([["google-ads", accountId]], RANGE, { campaigns: [String(c.campaignId)] });
      expect(c.name).toBe(campaignsOf(accountId).find((x) => x.id === c.campaignId)!.name);
      expect(c.spend as number).toBeCloseTo(num(t.spend), 9);
      expect(c.impressions).toBe(t.impressions);
      expect(c.spendPrev as number).toBeCloseTo(num(adTotals([["google-ads", accountId]], PREVIOUS, { campaigns: [String(c.campaignId)] }).spend), 9);
    }
    const total = adTotals(GADS, RANGE);
    const sum = (k: string) => r.campaigns.reduce((a, c) => a + (c[k] as number), 0);
    expect(sum("impressions")).toBe(total.impressions);
    expect(sum("clicks")).toBe(total.clicks);
    // Converted per campaign and day, the sum may differ from the account days' by rounding micros.
    expect(Math.abs(sum("spend") - num(total.spend))).toBeLessThan(0.0005);
    expect(r.campaigns.map((c) => c.spend as number)).toEqual(r.campaigns.map((c) => c.spend as number).sort((a, b) => b - a));
    expect(r.campaigns.map((c) => c.name)).toContain("Suche – Marke");
  });

  it("narrows every number to the chosen campaigns", async () => {
    const campaigns = ["8901001", "9012004"]; // US brand search and the German Performance Max
    const options = await owner.reporting.reports.campaigns({ platform: "google-ads" });
    expect(
      options
        .filter((o) => campaigns.includes(o.campaignId))
        .map((o) => o.name)
        .sort(),
    ).toEqual(["Performance Max – Sortiment", "Search - Brand"]);
    expect(options).toHaveLength(8);
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", campaignIds: campaigns });
    expectAdKpis(r.kpis, adTotals(GADS, RANGE, { campaigns }));
    expectAdKpis(r.kpis, adTotals(GADS, PREVIOUS, { campaigns }), "previous");
    expect(r.campaigns.map((c) => c.campaignId).sort()).toEqual(campaigns);
    expect(r.series.reduce((a, p) => a + (p.impressions as number), 0)).toBe(adTotals(GADS, RANGE, { campaigns }).impressions);
  });

  it("opens one campaign of one account: its ad groups, which add up to its numbers, and its days", async () => {
    const campaign = campaignsOf(GADS_USD).find((c) => c.adGroups.length === 3)!;
    const source = ws.source("google-ads", GADS_USD);
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", sourceIds: [source], campaignIds: [campaign.id] });
    const groups = (days: { start: string; end: string }) => {
      const out = new Map<string, { impressions: number; clicks: number; spend: bigint }>();
      for (const day of eachDay(days))
        for (const row of adGroupRows(GADS_USD, day, 0).filter((x) => x.campaign.id === campaign.id)) {
          const g = out.get(row.adGroup!.name) ?? (out.set(row.adGroup!.name, { impressions: 0, clicks: 0, spend: 0n }), out.get(row.adGroup!.name)!);
          g.impressions += row.metrics.impressions;
          g.clicks += row.metrics.clicks;
          g.spend += row.metrics.costMicros;
        }
      return out;
    };
    const cur = groups(RANGE);
    const prev = groups(PREVIOUS);
    expect(r.adGroups.map((g) => g.name).sort()).toEqual(campaign.adGroups.map((g) => g.name).sort());
    for (const g of r.adGroups) {
      const want = cur.get(String(g.name))!;
      expect(g.impressions, String(g.name)).toBe(want.impressions);
      expect(g.clicks, String(g.name)).toBe(want.clicks);
      expect(g.spend as number).toBeCloseTo(num(want.spend), 6);
      expect(g.spendPrev as number).toBeCloseTo(num(prev.get(String(g.name))?.spend ?? 0n), 6);
      expect(g.sourceId).toBe(source);
    }
    const sum = (k: string) => r.adGroups.reduce((a, g) => a + (g[k] as number), 0);
    expect(sum("impressions")).toBe(kpiOf(r.kpis, "impressions").value);
    expect(sum("spend")).toBeCloseTo(kpiOf(r.kpis, "spend").value!, 6);
    expect(r.campaigns.map((c) => c.campaignId)).toEqual([campaign.id]);
    expect(r.series.map((p) => p.x)).toEqual(eachDay(RANGE));
    expect(r.series.reduce((a, p) => a + (p.impressions as number), 0)).toBe(sum("impressions"));
    // Without one campaign chosen there are no ad groups to show.
    expect((await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", sourceIds: [source] })).adGroups).toEqual([]);
  });

  it("narrows every number to the chosen accounts", async () => {
    const eur = ws.source("google-ads", GADS_EUR);
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", sourceIds: [eur] });
    expectAdKpis(r.kpis, adTotals([["google-ads", GADS_EUR]], RANGE));
    expect(r.accounts.map((a) => a.sourceId)).toEqual([eur]);
    expect(new Set(r.campaigns.map((c) => c.sourceId))).toEqual(new Set([eur]));
    // Only the US account: everything in the workspace currency, nothing to convert.
    const usd = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", sourceIds: [ws.source("google-ads", GADS_USD)] });
    expectAdKpis(usd.kpis, adTotals([["google-ads", GADS_USD]], RANGE));
    expect(usd.campaigns.reduce((a, c) => a + (c.spend as number), 0)).toBeCloseTo(num(adTotals([["google-ads", GADS_USD]], RANGE).spend), 6);
    expect(usd.campaigns.map((c) => c.spendPrev as number).reduce((a, b) => a + b, 0)).toBeCloseTo(
      num(adTotals([["google-ads", GADS_USD]], PREVIOUS).spend),
      6,
    );
    // A source of another platform matches nothing here; one that isn't the workspace's is not found.
    const other = await owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", sourceIds: [ws.source("shopify")] });
    expect(kpiOf(other.kpis, "spend").exact).toBe("0.00");
    await expect(owner.reporting.reports.ads({ ...RANGE, platform: "google-ads", sourceIds: ["00000000-0000-4000-8000-000000000000"] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("answers Meta Ads the same way, in its own accounts' currencies", async () => {
    const r = await owner.reporting.reports.ads({ ...RANGE, platform: "facebook-ads" });
    expectAdKpis(r.kpis, adTotals(META, RANGE));
    expectAdKpis(r.kpis, adTotals(META, PREVIOUS), "previous");
    expect(r.accounts.map((a) => a.currency).sort()).toEqual(["EUR", "USD"]);
  });
});

describe("the overview", () => {
  it("blends every ad platform's numbers converted to the workspace currency, beside store revenue and sessions", async () => {
    const r = await owner.reporting.reports.overview(RANGE);
    expect(r.notices).toEqual([]);
    expect(r.has).toEqual({ ads: true, store: true, web: true });
    expectAdKpis(r.kpis, adTotals([...GADS, ...META], RANGE));
    expectAdKpis(r.kpis, adTotals([...GADS, ...META], PREVIOUS), "previous");
    const revenue = (days: { start: string; end: string }) => eachDay(days).reduce((a, d) => a + usdMicros(shopDaily(SHOP, d).revenue, "EUR", d)!, 0n);
    const sessions = (days: { start: string; end: string }) => eachDay(days).reduce((a, d) => a + gaDaily(ACCOUNTS["google-analytics"][0], d).sessions, 0);
    expect(kpiOf(r.kpis, "revenue")).toMatchObject({ exact: money(revenue(RANGE)) });
    expect(kpiOf(r.kpis, "revenue").value!).toBeCloseTo(num(revenue(RANGE)), 6);
    expect(kpiOf(r.kpis, "revenue").previous!).toBeCloseTo(num(revenue(PREVIOUS)), 6);
    expect(kpiOf(r.kpis, "sessions")).toMatchObject({ value: sessions(RANGE), previous: sessions(PREVIOUS), exact: String(sessions(RANGE)) });
    const day = RANGE.end;
    const last = r.series.at(-1)!;
    expect(last.x).toBe(day);
    expect(last.spend as number).toBeCloseTo(num(adTotals([...GADS, ...META], { start: day, end: day }).spend), 6);
    expect(last.orders).toBe(shopDaily(SHOP, day).orders);
    expect(last.sessions).toBe(gaDaily(ACCOUNTS["google-analytics"][0], day).sessions);
  });

  it("breaks spend down by platform and channel, adding up to the totals", async () => {
    const r = await owner.reporting.reports.overview(RANGE);
    const gads = adTotals(GADS, RANGE);
    const meta = adTotals(META, RANGE);
    expect(r.platforms.map((p) => [p.platform, p.channel, p.spend, p.impressions, p.clicks])).toEqual(
      [
        ["google-ads", "Search ads", num(gads.spend), gads.impressions, gads.clicks],
        ["facebook-ads", "Social ads", num(meta.spend), meta.impressions, meta.clicks],
      ].sort((a, b) => (b[2] as number) - (a[2] as number)),
    );
    expect(r.platforms.find((p) => p.platform === "facebook-ads")!.spendPrev).toBe(num(adTotals(META, PREVIOUS).spend));
    const total = kpiOf(r.kpis, "spend").value!;
    expect(r.platforms.reduce((a, p) => a + (p.spend as number), 0)).toBeCloseTo(total, 6);
    expect(r.channels.reduce((a, c) => a + (c.spend as number), 0)).toBeCloseTo(total, 6);
    expect(r.channels.reduce((a, c) => a + (c.impressions as number), 0)).toBe(kpiOf(r.kpis, "impressions").value);
  });

  it("lists the ten campaigns that spent most, across platforms and accounts", async () => {
    const r = await owner.reporting.reports.overview(RANGE);
    const all = [...GADS, ...META].flatMap(([platform, accountId]) => {
      const ids = new Set(eachDay(RANGE).flatMap((d) => campaignDays(platform, accountId, d).map((c) => c.campaignId)));
      return [...ids].map((id) => ({ id, spend: num(adTotals([[platform, accountId]], RANGE, { campaigns: [id] }).spend) }));
    });
    const top = all.sort((a, b) => b.spend - a.spend).slice(0, 10);
    expect(r.topCampaigns.map((c) => c.campaignId)).toEqual(top.map((c) => c.id));
    r.topCampaigns.forEach((c, i) => expect(c.spend as number).toBeCloseTo(top[i]!.spend, 9));
  });
});

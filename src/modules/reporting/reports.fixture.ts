/**
 * What the report integration tests share: one workspace connected to every platform's local fake
 * through the real OAuth flow and synced over a fixed 60-day range that crosses a month end, and the
 * totals those fakes must add up to, computed by hand from their pure expected-value functions.
 *
 * Money: the workspace is in USD; EUR converts at the day's manual rate (one rate for July, another
 * from 1 August), exactly as decimals, per day. JPY accounts are left unconnected.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
// Renamed: the hooks lint rule reads any `use…` call as a React hook.
import { connect, noQueue, syncRange, useFake as pointPlatformAt } from "~tests/support/connectors";
import { makeWorkspace } from "~tests/support/factories";
import type { PlatformId } from "@/modules/connectors/catalog";
import { setPlatformConfig } from "@/modules/connectors/core/config";
import { sources, syncRuns } from "@/modules/connectors/db/connectors.table";
import type { FakeServer } from "@/modules/connectors/fakes/kit";
import { startFacebookAdsFake } from "@/modules/connectors/platforms/facebook-ads/fake-server";
import { startFacebookPageFake } from "@/modules/connectors/platforms/facebook-page/fake-server";
import { campaignRows, customerById } from "@/modules/connectors/platforms/google-ads/fake-data";
import { startGoogleAdsFake } from "@/modules/connectors/platforms/google-ads/fake-server";
import { startGoogleAnalyticsFake } from "@/modules/connectors/platforms/google-analytics/fake-server";
import { startGoogleSearchConsoleFake } from "@/modules/connectors/platforms/google-search-console/fake-server";
import { MAILCHIMP_AUDIENCES, startMailchimpFake } from "@/modules/connectors/platforms/mailchimp/fake-server";
import { campaignDay, metaFakeAccounts } from "@/modules/connectors/platforms/meta/fake-data";
import { fakeShops, startShopifyFake } from "@/modules/connectors/platforms/shopify/fake-server";
import { accountsOf, addSources } from "@/modules/connectors/server/sources.service";
import type { Tenant } from "@/modules/identity";
import { fromMicros, fromScaled, mulDecimal, toMicros } from "@/lib/decimal";
import type { Db } from "@/server/db/client";
import { eachDay } from "@/lib/days";

/** Synced days; the report reads the last 30 and compares them with the 30 before. */
export const SYNC = { start: "2026-07-01", end: "2026-08-29" };
export const RANGE = { start: "2026-07-31", end: "2026-08-29" };
export const PREVIOUS = { start: "2026-07-01", end: "2026-07-30" };
export const YEAR_BACK = { start: "2025-07-31", end: "2025-08-29" };

/** Manual EUR/USD rates: the latest on or before a day converts it. */
export const EUR_RATES = [
  { date: "2026-06-01", rate: "1.0825" },
  { date: "2026-08-01", rate: "1.1034" },
] as const;
const eurRate = (day: string) => (day >= "2026-08-01" ? EUR_RATES[1].rate : EUR_RATES[0].rate);

/** Micros of USD an amount converts to on its day; null when there is no rate (before rates are entered). */
export function usdMicros(amount: string, currency: string, day: string, withRates = true): bigint | null {
  if (currency === "USD") return toMicros(amount);
  if (currency !== "EUR") throw new Error(`No rate for ${currency} in these tests`);
  return withRates ? toMicros(mulDecimal(amount, eurRate(day), 6, 2)) : null;
}
export const money = (micros: bigint) => fromMicros(micros, 2);
export const num = (micros: bigint) => Number(micros) / 1e6;

const metaAccounts = metaFakeAccounts("facebook-ads");
const metaUS = metaAccounts.find((a) => a.currency === "USD")!;
const metaDE = metaAccounts.find((a) => a.currency === "EUR")!;

/** The accounts each platform connects: 10, the Standard plan's limit. */
export const ACCOUNTS = {
  "google-ads": ["2345678901", "3456789012"],
  "facebook-ads": [metaUS.id, metaDE.id],
  "google-analytics": ["310000002"],
  "google-search-console": ["https://www.northwindcoffee.example/"],
  mailchimp: MAILCHIMP_AUDIENCES.map((a) => a.id),
  shopify: [],
  "facebook-page": ["104200000000001"],
} as const satisfies Partial<Record<PlatformId, readonly string[]>>;
export const SHOP = fakeShops.berlin;

type Platform = keyof typeof ACCOUNTS;
const FAKES: [Platform, () => Promise<FakeServer>, Record<string, string>][] = [
  ["google-ads", () => startGoogleAdsFake(), { developerToken: "fake-dev-token" }],
  ["facebook-ads", () => startFacebookAdsFake(), {}],
  ["google-analytics", () => startGoogleAnalyticsFake(), {}],
  ["google-search-console", () => startGoogleSearchConsoleFake(), {}],
  ["mailchimp", () => startMailchimpFake(), {}],
  ["shopify", () => startShopifyFake({ shop: SHOP }), {}],
  ["facebook-page", () => startFacebookPageFake(), {}],
];

export type SyncedWorkspace = Awaited<ReturnType<typeof makeWorkspace>> & {
  /** Source id by platform and external account id. */
  source: (platform: Platform, accountId?: string) => string;
  close: () => Promise<void>;
};

/** A workspace with every platform (or the given ones) connected, each account synced over SYNC; the fakes stay up until `close`. */
export async function syncedWorkspace(db: Db, only?: Platform[]): Promise<SyncedWorkspace> {
  const ws = await makeWorkspace(db);
  const fakes: FakeServer[] = [];
  for (const [platform, start, settings] of FAKES.filter(([p]) => !only || only.includes(p))) {
    const fake = await start();
    fakes.push(fake);
    pointPlatformAt(platform, fake.url, settings);
    await connectAccounts(db, ws.tenant, platform, ACCOUNTS[platform], platform === "shopify" ? { shop: SHOP.domain } : undefined);
  }
  const rows = await db.select().from(sources).where(eq(sources.workspaceId, ws.workspace.id));
  const source = (platform: Platform, accountId?: string) =>
    rows.find((r) => r.platform === platform && (accountId === undefined || r.externalAccountId === accountId))!.id;
  const close = async () => {
    for (const [platform] of FAKES) setPlatformConfig(platform, undefined);
    await Promise.all(fakes.map((f) => f.close()));
  };
  return { ...ws, source, close };
}

/** Connects a platform, adds the accounts (all when none are named) and syncs each over SYNC. */
export async function connectAccounts(db: Db, tenant: Tenant, platform: Platform, accountIds: readonly string[], params?: Record<string, string>) {
  const { connectionId } = await connect(db, platform, { tenant, params });
  const listed = await accountsOf(db, tenant, connectionId);
  const ids = accountIds.length ? [...accountIds] : listed.map((a) => a.id);
  await addSources(db, tenant, { connectionId, accountIds: ids }, noQueue);
  // The backfill each add planned is left queued; the test syncs SYNC itself.
  await db
    .update(syncRuns)
    .set({ status: "failed", error: "superseded in test" })
    .where(and(eq(syncRuns.workspaceId, tenant.workspaceId), eq(syncRuns.status, "queued")));
  const added = await db
    .select()
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.platform, platform)));
  for (const s of added) {
    const run = await syncRange(db, tenant, s.id, SYNC);
    expect(run?.status, `${platform} ${s.name} synced`).toBe("succeeded");
  }
}

/** One campaign's day as the fakes report it, money in the account's currency. */
export type CampaignDay = {
  campaignId: string;
  name: string;
  currency: string;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: string;
  value: string;
};

/** The campaigns of an ad account on a day (Google Ads: ad groups summed; Meta: all placements). */
export function campaignDays(platform: "google-ads" | "facebook-ads", accountId: string, day: string): CampaignDay[] {
  if (platform === "google-ads") {
    const currency = customerById(accountId)!.currency;
    return campaignRows(accountId, day, 0).map(({ campaign, metrics: m }) => ({
      campaignId: campaign.id,
      name: campaign.name,
      currency,
      impressions: m.impressions,
      clicks: m.clicks,
      conversions: m.conversionsHundredths / 100,
      spend: fromMicros(m.costMicros),
      value: fromScaled(BigInt(m.valueHundredths), 2),
    }));
  }
  const account = metaAccounts.find((a) => a.id === accountId)!;
  const minor = (n: number) => fromScaled(BigInt(n), account.decimals);
  return account.campaigns.flatMap((campaign) => {
    const d = campaignDay("facebook-ads", account, campaign, day, 0);
    if (!d) return [];
    return [
      {
        campaignId: campaign.id,
        name: campaign.name,
        currency: account.currency,
        impressions: d.impressions,
        clicks: d.clicks,
        conversions: d.pixel + d.onsite + d.app,
        spend: minor(d.spend),
        value: minor(d.pixelValue + d.onsiteValue + d.appValue),
      },
    ];
  });
}

export type AdTotals = { impressions: number; clicks: number; conversions: number; spend: bigint; value: bigint };
const zero = (): AdTotals => ({ impressions: 0, clicks: 0, conversions: 0, spend: 0n, value: 0n });

/**
 * Paid-media totals of some accounts over some days, converted to USD the way reports do: each
 * account's day (or, with `campaigns`, the day of those campaigns) converts at its day's rate.
 */
export function adTotals(
  accounts: ["google-ads" | "facebook-ads", string][],
  days: { start: string; end: string },
  opts: { campaigns?: string[]; withRates?: boolean } = {},
): AdTotals {
  const t = zero();
  for (const [platform, accountId] of accounts)
    for (const day of eachDay(days)) {
      const rows = campaignDays(platform, accountId, day).filter((c) => !opts.campaigns || opts.campaigns.includes(c.campaignId));
      if (rows.length === 0) continue;
      const sum = (k: "spend" | "value") => fromMicros(rows.reduce((a, r) => a + toMicros(r[k]), 0n));
      t.impressions += rows.reduce((a, r) => a + r.impressions, 0);
      t.clicks += rows.reduce((a, r) => a + r.clicks, 0);
      t.conversions += rows.reduce((a, r) => a + r.conversions, 0);
      t.spend += usdMicros(sum("spend"), rows[0]!.currency, day, opts.withRates) ?? 0n;
      t.value += usdMicros(sum("value"), rows[0]!.currency, day, opts.withRates) ?? 0n;
    }
  return t;
}

export const GADS: ["google-ads" | "facebook-ads", string][] = ACCOUNTS["google-ads"].map((id) => ["google-ads", id]);
export const META: ["google-ads" | "facebook-ads", string][] = ACCOUNTS["facebook-ads"].map((id) => ["facebook-ads", id]);

/** The KPI of a report by key. */
export const kpiOf = <K extends { key: string }>(kpis: K[], key: string): K => {
  const k = kpis.find((x) => x.key === key);
  if (!k) throw new Error(`No KPI ${key}`);
  return k;
};

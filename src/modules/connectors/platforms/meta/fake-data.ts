/**
 * The Meta stand-in's numbers: a few ad accounts (different currencies and time zones) with a
 * handful of campaigns, each delivering on some placements. Every figure comes from the account,
 * campaign, placement, day and restatement version, so any date range yields the same data.
 * Pure: the fake serves it and the tests compute what the warehouse must hold from it.
 */
import { intFrom, unit } from "../../fakes/kit";
import { eachDay } from "@/lib/days";
import type { DayRange } from "../../core/types";
import { fromMicros } from "../../../../lib/decimal";
import type { MetaInsightRow } from "./transform";

export type MetaSeed = "facebook-ads" | "instagram-ads";
export const PLACEMENTS = ["facebook", "instagram", "audience_network", "messenger"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export type MetaFakeCampaign = { id: string; name: string; placements: Placement[] };
/** `decimals`: minor units of the currency (JPY has none). */
export type MetaFakeAccount = { id: string; name: string; currency: string; decimals: number; timeZone: string; campaigns: MetaFakeCampaign[] };

const PROFILES: Record<MetaSeed, { name: string; currency: string; decimals: number; timeZone: string }[]> = {
  "facebook-ads": [
    { name: "Northwind Coffee US", currency: "USD", decimals: 2, timeZone: "America/Los_Angeles" },
    { name: "Northwind Kaffee DE", currency: "EUR", decimals: 2, timeZone: "Europe/Berlin" },
    { name: "Northwind Coffee JP", currency: "JPY", decimals: 0, timeZone: "Asia/Tokyo" },
  ],
  "instagram-ads": [
    { name: "Northwind Coffee – Instagram US", currency: "USD", decimals: 2, timeZone: "America/New_York" },
    { name: "Northwind Coffee – Instagram UK", currency: "GBP", decimals: 2, timeZone: "Europe/London" },
  ],
};
const CAMPAIGN_NAMES = [
  "Prospecting - Coffee lovers",
  "Retargeting - 30 days",
  "Catalog - Beans and brewing gear",
  "Awareness - New café opening",
  "Lead Gen - Home brewing class",
];

/** The stand-in's ad accounts for a seed. */
export function metaFakeAccounts(seed: MetaSeed): MetaFakeAccount[] {
  return PROFILES[seed].map((p, i) => {
    const id = String(intFrom(`${seed}:account:${i}`, 100_000_000_000_000, 999_999_999_999_999));
    const campaigns = Array.from({ length: 3 + (i % 3) }, (_, j): MetaFakeCampaign => {
      const placements: Placement[] = ["facebook"];
      // The last campaign of every account runs on Facebook only (Instagram Ads must not see it).
      if (j < 2 + (i % 3)) placements.push("instagram");
      if (j % 2 === 0) placements.push("audience_network");
      if (j === 1) placements.push("messenger");
      return {
        id: `1202${String(intFrom(`${seed}:${id}:campaign:${j}`, 10 ** 13, 10 ** 14 - 1))}`,
        name: CAMPAIGN_NAMES[j % CAMPAIGN_NAMES.length]!,
        placements,
      };
    });
    return { id, ...p, campaigns };
  });
}

/** One placement's day, money in minor units. */
export type PlacementDay = {
  impressions: number;
  clicks: number;
  spend: number;
  reach: number;
  pixel: number;
  pixelValue: number;
  onsite: number;
  onsiteValue: number;
  app: number;
  appValue: number;
};

/** What a campaign did on one placement on one day (null: no delivery, so Meta sends no row). */
export function placementDay(
  seed: MetaSeed,
  account: MetaFakeAccount,
  campaign: MetaFakeCampaign,
  placement: Placement,
  day: string,
  version: number,
): PlacementDay | null {
  if (!campaign.placements.includes(placement)) return null;
  const k = `${seed}|${account.id}|${campaign.id}|${placement}|${day}|v${version}`;
  if (unit(`${k}:off`) < 0.08) return null;
  const scale = placement === "messenger" ? 10 : placement === "audience_network" ? 4 : 1;
  const impressions = Math.floor(intFrom(`${k}:imp`, 300, 25_000) / scale) + 1;
  const clicks = Math.floor((impressions * intFrom(`${k}:ctr`, 4, 30)) / 1000);
  // Minor units: cents, or whole yen for JPY (so ¥200–¥60,000 a day against $2–$600).
  const money = (key: string, min: number, max: number) => intFrom(`${k}:${key}`, min, max);
  const pixel = intFrom(`${k}:px`, 0, 6);
  const onsite = campaign.placements.length > 2 ? intFrom(`${k}:on`, 0, 2) : 0;
  const app = unit(`${k}:app`) < 0.3 ? 1 : 0;
  return {
    impressions,
    clicks,
    spend: money("spend", 200, 60_000),
    reach: Math.floor(impressions * 0.7),
    pixel,
    pixelValue: pixel * money("pxv", 1_500, 12_000),
    onsite,
    onsiteValue: onsite * money("onv", 900, 6_000),
    app,
    appValue: app * money("apv", 500, 3_000),
  };
}

const addDays = (a: PlacementDay, b: PlacementDay): PlacementDay => {
  const out = { ...a };
  for (const key of Object.keys(b) as (keyof PlacementDay)[]) out[key] += b[key];
  return out;
};

/** A campaign's day over the given placements (all by default), or null when none delivered. */
export function campaignDay(
  seed: MetaSeed,
  account: MetaFakeAccount,
  campaign: MetaFakeCampaign,
  day: string,
  version: number,
  placements: readonly Placement[] = PLACEMENTS,
): PlacementDay | null {
  let total: PlacementDay | null = null;
  for (const p of placements) {
    const d = placementDay(seed, account, campaign, p, day, version);
    if (d) total = total ? addDays(total, d) : d;
  }
  return total;
}

/** Minor units as Meta writes money: "1234.50" (or "123450" for JPY). */
export const minorText = (minor: number, decimals: number): string =>
  decimals === 0 ? String(minor) : `${Math.floor(minor / 10 ** decimals)}.${String(minor % 10 ** decimals).padStart(decimals, "0")}`;

/** The insight row Meta returns for a campaign's day (all placements, or one when split). */
export function insightRow(account: MetaFakeAccount, campaign: MetaFakeCampaign, day: string, d: PlacementDay, placement?: Placement): MetaInsightRow {
  const m = (minor: number) => minorText(minor, account.decimals);
  const purchases = d.pixel + d.onsite + d.app;
  const value = d.pixelValue + d.onsiteValue + d.appValue;
  const actions = [
    { action_type: "link_click", value: String(Math.floor(d.clicks * 0.8)) },
    { action_type: "landing_page_view", value: String(Math.floor(d.clicks * 0.6)) },
    ...(d.pixel ? [{ action_type: "offsite_conversion.fb_pixel_purchase", value: String(d.pixel) }] : []),
    ...(d.onsite ? [{ action_type: "onsite_conversion.purchase", value: String(d.onsite) }] : []),
    ...(d.app ? [{ action_type: "app_custom_event.fb_mobile_purchase", value: String(d.app) }] : []),
    // Meta's roll-ups of the same purchases, which a connector must not add again.
    ...(purchases
      ? [
          { action_type: "purchase", value: String(purchases) },
          { action_type: "omni_purchase", value: String(purchases) },
        ]
      : []),
  ];
  const values = [
    ...(d.pixel ? [{ action_type: "offsite_conversion.fb_pixel_purchase", value: m(d.pixelValue) }] : []),
    ...(d.onsite ? [{ action_type: "onsite_conversion.purchase", value: m(d.onsiteValue) }] : []),
    ...(d.app ? [{ action_type: "app_custom_event.fb_mobile_purchase", value: m(d.appValue) }] : []),
    ...(purchases ? [{ action_type: "omni_purchase", value: m(value) }] : []),
  ];
  return {
    account_id: account.id,
    account_currency: account.currency,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    date_start: day,
    date_stop: day,
    impressions: String(d.impressions),
    clicks: String(d.clicks),
    spend: m(d.spend),
    reach: String(d.reach),
    actions,
    ...(values.length ? { action_values: values } : {}),
    ...(placement ? { publisher_platform: placement } : {}),
  };
}

/** Every insight row of an account over a range, ordered by day, campaign (and placement when split). */
export function insightRows(seed: MetaSeed, account: MetaFakeAccount, range: DayRange, version: (day: string) => number, split: boolean): MetaInsightRow[] {
  const rows: MetaInsightRow[] = [];
  for (const day of eachDay(range)) {
    for (const campaign of account.campaigns) {
      if (!split) {
        const d = campaignDay(seed, account, campaign, day, version(day));
        if (d) rows.push(insightRow(account, campaign, day, d));
        continue;
      }
      for (const p of PLACEMENTS) {
        const d = placementDay(seed, account, campaign, p, day, version(day));
        if (d) rows.push(insightRow(account, campaign, day, d, p));
      }
    }
  }
  return rows;
}

export type ExpectedDay = { impressions: number; clicks: number; spend: string; conversions: string; conversionValue: string };

/** What the warehouse must hold for an account's day: all placements, or only the given ones. */
export function expectedMetaDay(seed: MetaSeed, accountId: string, day: string, version = 0, placements: readonly Placement[] = PLACEMENTS): ExpectedDay {
  const account = metaFakeAccounts(seed).find((a) => a.id === accountId);
  if (!account) throw new Error(`No ${seed} stand-in account ${accountId}`);
  let impressions = 0;
  let clicks = 0;
  let spend = 0;
  let value = 0;
  let conversions = 0;
  for (const campaign of account.campaigns) {
    const d = campaignDay(seed, account, campaign, day, version, placements);
    if (!d) continue;
    impressions += d.impressions;
    clicks += d.clicks;
    spend += d.spend;
    conversions += d.pixel + d.onsite + d.app;
    value += d.pixelValue + d.onsiteValue + d.appValue;
  }
  const money = (minor: number) => fromMicros(BigInt(minor) * 10n ** BigInt(6 - account.decimals), 2);
  return { impressions, clicks, spend: money(spend), conversions: fromMicros(BigInt(conversions) * 1_000_000n, 2), conversionValue: money(value) };
}

/**
 * What the Google Ads stand-in knows: a manager account with two clients, one account reached
 * directly, and a cancelled one; each advertiser has a few campaigns (one Performance Max, which has
 * no ad groups) and ad groups with deterministic daily numbers for any day. `expectedDaily` is what a
 * correct sync must land for an account and day. Pure.
 */
import { intFrom, unit } from "../../fakes/kit";
import { fromMicros, fromScaled } from "../../../../lib/decimal";

export type FakeCustomer = {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  manager?: boolean;
  status: "ENABLED" | "CANCELED";
  clients?: string[];
};
export type FakeAdGroup = { id: string; name: string; status: string };
export type FakeCampaign = { id: string; name: string; status: string; channel: string; adGroups: FakeAdGroup[] };
/** One entity's numbers for a day, in exact units: micros of money, hundredths of conversions. */
export type DayMetrics = { impressions: number; clicks: number; costMicros: bigint; conversionsHundredths: number; valueHundredths: number };

export const MANAGER_ID = "1000000001";
export const customers: FakeCustomer[] = [
  {
    id: MANAGER_ID,
    name: "Northwind Coffee (manager account)",
    currency: "USD",
    timeZone: "America/New_York",
    manager: true,
    status: "ENABLED",
    clients: ["2345678901", "3456789012"],
  },
  { id: "2345678901", name: "Northwind Coffee US", currency: "USD", timeZone: "America/Los_Angeles", status: "ENABLED" },
  { id: "3456789012", name: "Northwind Kaffee DE", currency: "EUR", timeZone: "Europe/Berlin", status: "ENABLED" },
  { id: "4567890123", name: "Northwind Coffee Japan", currency: "JPY", timeZone: "Asia/Tokyo", status: "ENABLED" },
  { id: "5678901234", name: "Northwind Coffee UK (closed)", currency: "GBP", timeZone: "Europe/London", status: "CANCELED" },
];
/** What `listAccessibleCustomers` answers for the signed-in user. */
export const accessibleIds = [MANAGER_ID, "4567890123", "5678901234"];
/** The advertiser accounts a connected user can sync. */
export const advertiserIds = ["2345678901", "3456789012", "4567890123"];

export const customerById = (id: string) => customers.find((c) => c.id === id);
export const managerOf = (id: string) => customers.find((c) => c.clients?.includes(id));

const localNames: Record<string, [string, string, string, string]> = {
  "3456789012": ["Suche – Marke", "Suche – Generisch", "Display – Remarketing", "Performance Max – Sortiment"],
  "4567890123": ["検索 - ブランド", "Search - Generic JP", "Display - Remarketing JP", "Performance Max JP"],
};

/** An account's campaigns: ids derive from the account so every account has its own. */
export function campaignsOf(customerId: string): FakeCampaign[] {
  const base = customerId.slice(-4);
  const [brand, generic, display, pmax] = localNames[customerId] ?? [
    "Search - Brand",
    "Search - Coffee beans",
    "Display - Remarketing",
    "Performance Max - Web shop",
  ];
  const c = (n: number, name: string, status: string, channel: string, groups: [string, string][]): FakeCampaign => ({
    id: `${base}00${n}`,
    name,
    status,
    channel,
    adGroups: groups.map(([g, s], i) => ({ id: `${base}00${n}0${i + 1}`, name: g, status: s })),
  });
  return [
    c(1, brand, "ENABLED", "SEARCH", [
      ["Brand exact", "ENABLED"],
      ["Brand phrase", "ENABLED"],
    ]),
    c(2, generic, "ENABLED", "SEARCH", [
      ["Coffee beans", "ENABLED"],
      ["Coffee subscription", "ENABLED"],
      ['Decaf, "new" roasts', "PAUSED"],
    ]),
    c(3, display, "PAUSED", "DISPLAY", [["Cart abandoners – beans", "ENABLED"]]),
    c(4, pmax, "ENABLED", "PERFORMANCE_MAX", []),
  ];
}

/** An entity's numbers on a day, or null when it had none (Google omits such rows). */
export function metricsFor(customerId: string, entityId: string, day: string, version: number): DayMetrics | null {
  const key = `google-ads|${customerId}|${entityId}|${day}|${version}`;
  if (unit(`${key}|active`) < 0.12) return null;
  const impressions = intFrom(`${key}|i`, 40, 4000);
  const clicks = intFrom(`${key}|c`, 0, Math.floor(impressions / 12));
  const yen = customerById(customerId)?.currency === "JPY";
  // Yen has no minor unit: whole yen in micros. Others: any micro amount, not just cents.
  const costMicros = yen ? BigInt(intFrom(`${key}|s`, 30, 25_000)) * 1_000_000n : BigInt(intFrom(`${key}|s`, 150_000, 180_000_000));
  const conversionsHundredths = intFrom(`${key}|v`, 0, Math.max(0, clicks * 15));
  const valueHundredths = yen ? intFrom(`${key}|w`, 0, 600_000) * 100 : intFrom(`${key}|w`, 0, 900_000);
  return { impressions, clicks, costMicros, conversionsHundredths, valueHundredths };
}

export type FakeRow = { campaign: FakeCampaign; adGroup: FakeAdGroup | null; metrics: DayMetrics };

/** Ad-group rows of a day (Performance Max has none). */
export function adGroupRows(customerId: string, day: string, version: number): FakeRow[] {
  return campaignsOf(customerId).flatMap((campaign) =>
    campaign.adGroups.flatMap((adGroup) => {
      const metrics = metricsFor(customerId, adGroup.id, day, version);
      return metrics ? [{ campaign, adGroup, metrics }] : [];
    }),
  );
}

/** Campaign rows of a day: the sum of a campaign's ad groups, or its own numbers when it has none. */
export function campaignRows(customerId: string, day: string, version: number): FakeRow[] {
  const groups = adGroupRows(customerId, day, version);
  return campaignsOf(customerId).flatMap((campaign) => {
    const metrics =
      campaign.adGroups.length === 0
        ? metricsFor(customerId, campaign.id, day, version)
        : sum(groups.filter((g) => g.campaign.id === campaign.id).map((g) => g.metrics));
    return metrics ? [{ campaign, adGroup: null, metrics }] : [];
  });
}

/** Metrics added up, or null for none. */
export function sum(list: DayMetrics[]): DayMetrics | null {
  if (list.length === 0) return null;
  return list.reduce((a, b) => ({
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    costMicros: a.costMicros + b.costMicros,
    conversionsHundredths: a.conversionsHundredths + b.conversionsHundredths,
    valueHundredths: a.valueHundredths + b.valueHundredths,
  }));
}

/** The account's totals for a day in warehouse terms: money and conversions as exact decimal strings. */
export function expectedDaily(customerId: string, day: string, version = 0) {
  const t = sum(campaignRows(customerId, day, version).map((r) => r.metrics));
  return {
    impressions: t?.impressions ?? 0,
    clicks: t?.clicks ?? 0,
    spend: fromMicros(t?.costMicros ?? 0n),
    conversions: fromScaled(BigInt(t?.conversionsHundredths ?? 0), 2),
    conversionValue: fromScaled(BigInt(t?.valueHundredths ?? 0), 2),
  };
}

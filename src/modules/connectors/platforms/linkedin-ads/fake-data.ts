/**
 * The LinkedIn stand-in's numbers: three ad accounts in different currencies, each with a few
 * campaign groups holding a few campaigns. Figures come from account, campaign, day and restatement
 * version only, so any range gives the same data. Days are UTC, as adAnalytics reports them. Pure.
 */
import { intFrom, unit } from "../../fakes/kit";
import { eachDay } from "@/lib/days";
import type { DayRange } from "../../core/types";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import type { LinkedInAnalyticsElement } from "./transform";

export type LiFakeGroup = { id: number; name: string; status: string };
export type LiFakeCampaign = { id: number; name: string; status: string; groupId: number; leadGen: boolean };
export type LiFakeAccount = { id: number; name: string; currency: string; usdRate: number; groups: LiFakeGroup[]; campaigns: LiFakeCampaign[] };

const PROFILES = [
  { name: "Northwind Coffee Wholesale - North America", currency: "USD", usdRate: 1000 },
  { name: "Northwind Coffee Wholesale - DACH", currency: "EUR", usdRate: 1085 },
  { name: "Northwind Coffee Wholesale - UK", currency: "GBP", usdRate: 1270 },
];
const GROUP_NAMES = ["Office coffee - Always-on", "Café wholesale - Trade fair season", "Brand - Roastery stories"];
const CAMPAIGN_NAMES = [
  "Office managers - Sponsored Content",
  "Lookalike - Website visitors",
  "Lead Gen Form - Wholesale price list",
  "Retargeting - Roastery video viewers",
];
const STATUSES = ["ACTIVE", "ACTIVE", "PAUSED", "ARCHIVED"];

/** The stand-in's ad accounts. */
export function linkedinFakeAccounts(): LiFakeAccount[] {
  return PROFILES.map((p, i) => {
    const id = intFrom(`li:account:${i}`, 500_000_000, 599_999_999);
    const groups = Array.from({ length: 2 + (i % 2) }, (_, g): LiFakeGroup => ({
      id: intFrom(`li:${id}:group:${g}`, 600_000_000, 649_999_999),
      name: GROUP_NAMES[g]!,
      status: g === 2 ? "ARCHIVED" : "ACTIVE",
    }));
    const campaigns = groups.flatMap((group, g) =>
      Array.from({ length: 2 + ((i + g) % 2) }, (_, c): LiFakeCampaign => ({
        id: intFrom(`li:${id}:campaign:${g}:${c}`, 650_000_000, 699_999_999),
        name: `${GROUP_NAMES[g]!.split(" - ")[0]} / ${CAMPAIGN_NAMES[c]!}`,
        status: STATUSES[(g + c) % STATUSES.length]!,
        groupId: group.id,
        leadGen: c === 2,
      })),
    );
    return { id, ...p, groups, campaigns };
  });
}

/** One campaign's day in plain numbers (money in micro-units as stored), or null when it didn't serve. */
export type LiDay = { impressions: number; clicks: number; costText: string; conversions: number; valueText: string; leads: number };

/** LinkedIn's money strings: up to 5 places, sometimes with float noise past the 6th ("19.91832999999999998"). */
function costText(k: string): string {
  const units = intFrom(`${k}:cost`, 200_000, 40_000_000);
  const text = (n: number) => `${Math.floor(n / 100_000)}.${String(n % 100_000).padStart(5, "0")}`;
  const noise = unit(`${k}:noise`);
  if (noise < 0.08) return `${text(units)}000000000002`;
  if (noise < 0.16) return `${text(units - 1)}999999999998`;
  return text(units).replace(/0+$/, "").replace(/\.$/, ".0");
}

export function campaignDay(account: LiFakeAccount, campaign: LiFakeCampaign, day: string, version: number): LiDay | null {
  const k = `li|${account.id}|${campaign.id}|${day}|v${version}`;
  if (unit(`${k}:off`) < 0.1) return null;
  const impressions = intFrom(`${k}:imp`, 150, 12_000);
  const conversions = intFrom(`${k}:conv`, 0, 4);
  const cents = conversions * intFrom(`${k}:val`, 5_000, 90_000);
  return {
    impressions,
    clicks: Math.floor((impressions * intFrom(`${k}:ctr`, 3, 15)) / 1000),
    costText: costText(k),
    conversions,
    valueText: `${Math.floor(cents / 100)}.${cents % 100 === 0 ? "0" : String(cents % 100).padStart(2, "0")}`,
    leads: campaign.leadGen ? intFrom(`${k}:leads`, 0, 3) : 0,
  };
}

/** adAnalytics elements (pivot=CAMPAIGN, DAILY) of an account over a range, by day then campaign. */
export function analyticsElements(account: LiFakeAccount, range: DayRange, version: (day: string) => number): LinkedInAnalyticsElement[] {
  const out: LinkedInAnalyticsElement[] = [];
  for (const day of eachDay(range)) {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    for (const campaign of account.campaigns) {
      const d = campaignDay(account, campaign, day, version(day));
      if (!d) continue;
      out.push({
        pivotValues: [`urn:li:sponsoredCampaign:${campaign.id}`],
        dateRange: { start: { year, month, day: date }, end: { year, month, day: date } },
        impressions: d.impressions,
        clicks: d.clicks,
        costInLocalCurrency: d.costText,
        costInUsd: fromMicros((toMicros(d.costText) * BigInt(account.usdRate)) / 1000n, 2),
        externalWebsiteConversions: d.conversions,
        conversionValueInLocalCurrency: d.valueText,
        oneClickLeads: d.leads,
      });
    }
  }
  return out;
}

/** What the warehouse must hold for an account's (UTC) day: all campaigns summed. */
export function expectedDaily(accountId: string | number, day: string, version = 0) {
  const account = linkedinFakeAccounts().find((a) => String(a.id) === String(accountId));
  if (!account) throw new Error(`No LinkedIn stand-in account ${accountId}`);
  let impressions = 0;
  let clicks = 0;
  let spend = 0n;
  let conversions = 0;
  let value = 0n;
  for (const campaign of account.campaigns) {
    const d = campaignDay(account, campaign, day, version);
    if (!d) continue;
    impressions += d.impressions;
    clicks += d.clicks;
    spend += toMicros(d.costText);
    conversions += d.conversions;
    value += toMicros(d.valueText);
  }
  return {
    impressions,
    clicks,
    spend: fromMicros(spend, 2),
    conversions: fromMicros(BigInt(conversions) * 1_000_000n, 2),
    conversionValue: fromMicros(value, 2),
  };
}

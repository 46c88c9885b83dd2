/**
 * LinkedIn adAnalytics (pivot=CAMPAIGN, timeGranularity=DAILY) → warehouse ad rows. Pure.
 * LinkedIn's hierarchy is one level off everyone else's: its campaign group is our campaign and its
 * campaign is our ad group, so each row is filed under the group its campaign belongs to. Counts are
 * numbers, money arrives as decimal strings (sometimes with float noise past the 6th place, which
 * rounds like the warehouse's numeric does). Days are UTC.
 */
import type { AdRow, Dimension } from "../../core/types";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import { toCount } from "../../core/values";
import { dayOf, urnId, type RestliDate } from "./restli";

export type LinkedInAnalyticsElement = {
  pivotValues?: string[];
  dateRange?: { start: RestliDate; end?: RestliDate };
  impressions?: number;
  clicks?: number;
  costInLocalCurrency?: string;
  costInUsd?: string;
  externalWebsiteConversions?: number;
  conversionValueInLocalCurrency?: string;
  oneClickLeads?: number;
};

export type LinkedInCampaign = { id: number | string; name?: string; status?: string; campaignGroup?: string; account?: string };
export type LinkedInCampaignGroup = { id: number | string; name?: string; status?: string };

/** The fields asked of adAnalytics (LinkedIn allows 20 at most). */
export const ANALYTICS_FIELDS = [
  "dateRange",
  "pivotValues",
  "impressions",
  "clicks",
  "costInLocalCurrency",
  "externalWebsiteConversions",
  "conversionValueInLocalCurrency",
  "oneClickLeads",
] as const;

type Sum = {
  date: string;
  campaignId: string;
  adGroupId: string;
  impressions: number;
  clicks: number;
  spend: bigint;
  conversions: number;
  value: bigint;
  leads: number;
};

export type LinkedInBatch = { ad: AdRow[]; campaigns: Dimension[]; adGroups: Dimension[] };

/** Analytics elements + the account's campaigns and groups → ad rows, campaign (group) and ad group (campaign) names. */
export function analyticsToBatch(
  elements: readonly LinkedInAnalyticsElement[],
  campaigns: readonly LinkedInCampaign[],
  groups: readonly LinkedInCampaignGroup[],
): LinkedInBatch {
  const groupOf = new Map(campaigns.map((c) => [String(c.id), c.campaignGroup ? urnId(c.campaignGroup) : ""]));
  const sums = new Map<string, Sum>();
  for (const e of elements) {
    const urn = e.pivotValues?.[0];
    if (!urn || !e.dateRange?.start) throw new Error("An adAnalytics element without pivotValues or dateRange");
    const adGroupId = urnId(urn);
    const date = dayOf(e.dateRange.start);
    // A campaign the account no longer lists keeps its numbers, filed under no group ("").
    const campaignId = groupOf.get(adGroupId) ?? "";
    const key = `${date}|${campaignId}|${adGroupId}`;
    const sum = sums.get(key) ?? { date, campaignId, adGroupId, impressions: 0, clicks: 0, spend: 0n, conversions: 0, value: 0n, leads: 0 };
    sum.impressions += toCount(e.impressions);
    sum.clicks += toCount(e.clicks);
    sum.spend += toMicros(e.costInLocalCurrency);
    sum.conversions += toCount(e.externalWebsiteConversions);
    sum.value += toMicros(e.conversionValueInLocalCurrency);
    sum.leads += toCount(e.oneClickLeads);
    sums.set(key, sum);
  }
  const ad: AdRow[] = [...sums.values()].map((s) => ({
    date: s.date,
    campaignId: s.campaignId,
    adGroupId: s.adGroupId,
    impressions: s.impressions,
    clicks: s.clicks,
    spend: fromMicros(s.spend, 2),
    conversions: fromMicros(BigInt(s.conversions) * 1_000_000n, 2),
    conversionValue: fromMicros(s.value, 2),
    ...(s.leads > 0 ? { extras: { leads: s.leads } } : {}),
  }));
  return {
    ad,
    campaigns: groups.map((g) => ({ id: String(g.id), name: g.name ?? `Campaign group ${g.id}`, status: g.status ?? null })),
    adGroups: campaigns.map((c) => ({
      id: String(c.id),
      name: c.name ?? `Campaign ${c.id}`,
      status: c.status ?? null,
      campaignId: groupOf.get(String(c.id)) ?? "",
    })),
  };
}

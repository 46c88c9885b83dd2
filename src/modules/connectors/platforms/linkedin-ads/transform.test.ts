import { describe, expect, it } from "vitest";
import { analyticsToBatch, type LinkedInAnalyticsElement, type LinkedInCampaign, type LinkedInCampaignGroup } from "./transform";

/** GET /rest/adAccounts/502840441/adCampaigns?q=search (trimmed): LinkedIn campaigns point at their group. */
const campaigns: LinkedInCampaign[] = [
  {
    id: 612345001,
    name: "Decision makers - Sponsored Content",
    status: "ACTIVE",
    account: "urn:li:sponsoredAccount:502840441",
    campaignGroup: "urn:li:sponsoredCampaignGroup:600000001",
  },
  {
    id: 612345002,
    name: "Lead Gen Form - Guide",
    status: "ARCHIVED",
    account: "urn:li:sponsoredAccount:502840441",
    campaignGroup: "urn:li:sponsoredCampaignGroup:600000001",
  },
  {
    id: 612345003,
    name: "Retargeting",
    status: "PAUSED",
    account: "urn:li:sponsoredAccount:502840441",
    campaignGroup: "urn:li:sponsoredCampaignGroup:600000002",
  },
];
/** GET /rest/adAccounts/502840441/adCampaignGroups?q=search (trimmed). */
const groups: LinkedInCampaignGroup[] = [
  { id: 600000001, name: "Always-on Demand Gen", status: "ACTIVE" },
  { id: 600000002, name: "Q3 Webinar Series", status: "ACTIVE" },
];

/** GET /rest/adAnalytics?q=analytics&pivot=CAMPAIGN&timeGranularity=DAILY&… : counts are numbers, money strings. */
const recorded: { paging: unknown; elements: LinkedInAnalyticsElement[] } = {
  paging: { start: 0, count: 10, links: [] },
  elements: [
    {
      pivotValues: ["urn:li:sponsoredCampaign:612345001"],
      dateRange: { start: { year: 2026, month: 8, day: 31 }, end: { year: 2026, month: 8, day: 31 } },
      impressions: 12500,
      clicks: 185,
      costInLocalCurrency: "2312.5",
      costInUsd: "2312.5",
      externalWebsiteConversions: 3,
      conversionValueInLocalCurrency: "450.0",
      oneClickLeads: 0,
    },
    {
      pivotValues: ["urn:li:sponsoredCampaign:612345002"],
      dateRange: { start: { year: 2026, month: 9, day: 1 }, end: { year: 2026, month: 9, day: 1 } },
      impressions: 880,
      clicks: 9,
      costInLocalCurrency: "133.02587800000002",
      externalWebsiteConversions: 0,
      conversionValueInLocalCurrency: "0.0",
      oneClickLeads: 4,
    },
    {
      pivotValues: ["urn:li:sponsoredCampaign:612345003"],
      dateRange: { start: { year: 2026, month: 9, day: 1 }, end: { year: 2026, month: 9, day: 1 } },
      impressions: 40,
      clicks: 0,
      costInLocalCurrency: "19.91832999999999998",
    },
  ],
};

describe("LinkedIn adAnalytics → ad rows", () => {
  it("files each campaign (our ad group) under its campaign group (our campaign), on its UTC day", () => {
    const { ad } = analyticsToBatch(recorded.elements, campaigns, groups);
    expect(ad).toEqual([
      {
        date: "2026-08-31",
        campaignId: "600000001",
        adGroupId: "612345001",
        impressions: 12500,
        clicks: 185,
        spend: "2312.50",
        conversions: "3.00",
        conversionValue: "450.00",
      },
      {
        date: "2026-09-01",
        campaignId: "600000001",
        adGroupId: "612345002",
        impressions: 880,
        clicks: 9,
        spend: "133.025878",
        conversions: "0.00",
        conversionValue: "0.00",
        extras: { leads: 4 },
      },
      {
        date: "2026-09-01",
        campaignId: "600000002",
        adGroupId: "612345003",
        impressions: 40,
        clicks: 0,
        spend: "19.91833",
        conversions: "0.00",
        conversionValue: "0.00",
      },
    ]);
  });

  it("names groups as campaigns and campaigns as ad groups, with their statuses", () => {
    const { campaigns: dims, adGroups } = analyticsToBatch([], campaigns, groups);
    expect(dims).toEqual([
      { id: "600000001", name: "Always-on Demand Gen", status: "ACTIVE" },
      { id: "600000002", name: "Q3 Webinar Series", status: "ACTIVE" },
    ]);
    expect(adGroups[1]).toEqual({ id: "612345002", name: "Lead Gen Form - Guide", status: "ARCHIVED", campaignId: "600000001" });
  });

  it("gives no rows for an empty answer (no activity, or no access)", () => {
    expect(analyticsToBatch([], [], []).ad).toEqual([]);
  });

  it("keeps the numbers of a campaign the account no longer lists, under no group", () => {
    const orphan = { ...recorded.elements[0]!, pivotValues: ["urn:li:sponsoredCampaign:999"] };
    expect(analyticsToBatch([orphan], campaigns, groups).ad[0]).toMatchObject({ campaignId: "", adGroupId: "999", spend: "2312.50" });
  });

  it("sums duplicate elements of one campaign and day exactly", () => {
    const e = recorded.elements[2]!;
    const { ad } = analyticsToBatch([e, { ...e, costInLocalCurrency: "0.08167", impressions: 10 }], campaigns, groups);
    expect(ad).toEqual([expect.objectContaining({ impressions: 50, spend: "20.00" })]);
  });

  it("refuses an element without its day or campaign", () => {
    expect(() => analyticsToBatch([{ impressions: 1 }], campaigns, groups)).toThrow(/pivotValues or dateRange/);
  });
});

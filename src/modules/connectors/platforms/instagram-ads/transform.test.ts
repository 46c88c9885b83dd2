import { describe, expect, it } from "vitest";
import { instagramAdsRows } from "./transform";

/** GET /v26.0/act_…/insights?breakdowns=publisher_platform: one row per campaign, day and placement. */
const page = {
  data: [
    {
      campaign_id: "77",
      campaign_name: "Reels - Autumn",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      publisher_platform: "facebook",
      impressions: "9000",
      clicks: "120",
      spend: "80.00",
    },
    {
      campaign_id: "77",
      campaign_name: "Reels - Autumn",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      publisher_platform: "instagram",
      impressions: "5230",
      clicks: "96",
      spend: "61.37",
      actions: [
        { action_type: "offsite_conversion.fb_pixel_purchase", value: "3" },
        { action_type: "omni_purchase", value: "3" },
      ],
      action_values: [{ action_type: "offsite_conversion.fb_pixel_purchase", value: "210.00" }],
    },
    {
      campaign_id: "77",
      campaign_name: "Reels - Autumn",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      publisher_platform: "audience_network",
      impressions: "700",
      clicks: "3",
      spend: "1.12",
    },
    {
      campaign_id: "78",
      campaign_name: "Feed only FB",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      publisher_platform: "facebook",
      impressions: "100",
      clicks: "1",
      spend: "0.99",
    },
    {
      campaign_id: "79",
      campaign_name: "Stories",
      date_start: "2026-09-02",
      date_stop: "2026-09-02",
      publisher_platform: "instagram",
      impressions: "1000",
      clicks: "10",
      spend: "9.99",
    },
  ],
};

describe("instagram-ads transform", () => {
  it("keeps only the instagram placement", () => {
    const { ad, campaigns } = instagramAdsRows(page.data);
    expect(ad).toEqual([
      { date: "2026-09-01", campaignId: "77", adGroupId: "", impressions: 5230, clicks: 96, spend: "61.37", conversions: "3.00", conversionValue: "210.00" },
      { date: "2026-09-02", campaignId: "79", adGroupId: "", impressions: 1000, clicks: 10, spend: "9.99", conversions: "0.00", conversionValue: "0.00" },
    ]);
    expect(campaigns.map((c) => c.id)).toEqual(["77", "79"]);
  });

  it("gives nothing when a campaign never ran on Instagram", () => {
    expect(instagramAdsRows([page.data[3]!])).toEqual({ ad: [], campaigns: [] });
  });
});

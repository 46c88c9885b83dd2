import { describe, expect, it } from "vitest";
import { facebookAdsRows } from "./transform";

/** GET /v26.0/act_998877665544332/insights (EUR account, Europe/Berlin days), trimmed. */
const page = {
  data: [
    {
      campaign_id: "1202001",
      campaign_name: "Brand DE",
      date_start: "2026-08-31",
      date_stop: "2026-08-31",
      impressions: "4100",
      clicks: "77",
      spend: "38.90",
      reach: "3900",
      actions: [{ action_type: "offsite_conversion.fb_pixel_purchase", value: "2" }],
      action_values: [{ action_type: "offsite_conversion.fb_pixel_purchase", value: "119.80" }],
    },
    {
      campaign_id: "1202001",
      campaign_name: "Brand DE",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      impressions: "3980",
      clicks: "70",
      spend: "41.05",
      reach: "3700",
    },
    { campaign_id: "1202002", campaign_name: "Catalog", date_start: "2026-09-01", date_stop: "2026-09-01", impressions: "0", clicks: "0", spend: "0" },
  ],
  paging: { cursors: { before: "MAZDZD", after: "MjQZD" } },
};

describe("facebook-ads transform", () => {
  it("maps every placement's campaign rows per day, across a month end", () => {
    const { ad } = facebookAdsRows(page.data);
    expect(ad.map((r) => [r.date, r.campaignId, r.spend, r.conversions, r.conversionValue])).toEqual([
      ["2026-08-31", "1202001", "38.90", "2.00", "119.80"],
      ["2026-09-01", "1202001", "41.05", "0.00", "0.00"],
      ["2026-09-01", "1202002", "0.00", "0.00", "0.00"],
    ]);
  });

  it("does not drop placement rows (no breakdown is asked)", () => {
    const { ad } = facebookAdsRows([{ ...page.data[1]!, publisher_platform: "audience_network" }]);
    expect(ad).toHaveLength(1);
  });
});

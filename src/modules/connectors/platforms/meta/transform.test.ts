import { describe, expect, it } from "vitest";
import { metaInsightsToRows, type MetaInsightRow } from "./transform";

/** A page of GET /v26.0/act_123456789/insights?level=campaign&time_increment=1, as Meta sends it (all strings). */
const recorded: { data: MetaInsightRow[] } = {
  data: [
    {
      account_id: "123456789",
      account_currency: "USD",
      campaign_id: "120210000000000001",
      campaign_name: "Autumn Prospecting",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      impressions: "15230",
      clicks: "321",
      spend: "210.47",
      reach: "11020",
      actions: [
        { action_type: "link_click", value: "290" },
        { action_type: "offsite_conversion.fb_pixel_purchase", value: "7", "7d_click": "6", "1d_view": "1" },
        { action_type: "onsite_conversion.purchase", value: "2" },
        { action_type: "purchase", value: "9" },
        { action_type: "omni_purchase", value: "9" },
      ],
      action_values: [
        { action_type: "offsite_conversion.fb_pixel_purchase", value: "640.10" },
        { action_type: "onsite_conversion.purchase", value: "0.2" },
        { action_type: "omni_purchase", value: "640.30" },
      ],
    },
    {
      account_id: "123456789",
      account_currency: "USD",
      campaign_id: "120210000000000002",
      campaign_name: "Retargeting",
      date_start: "2026-09-01",
      date_stop: "2026-09-01",
      impressions: "800",
      clicks: "12",
      spend: "0.1",
    },
  ],
};

describe("Meta insights → ad rows", () => {
  it("reads string metrics and counts purchases once per channel (roll-ups skipped)", () => {
    const { ad, campaigns } = metaInsightsToRows(recorded.data);
    expect(ad).toEqual([
      {
        date: "2026-09-01",
        campaignId: "120210000000000001",
        adGroupId: "",
        impressions: 15230,
        clicks: 321,
        spend: "210.47",
        conversions: "9.00",
        conversionValue: "640.30",
        extras: { reach: 11020 },
      },
      {
        date: "2026-09-01",
        campaignId: "120210000000000002",
        adGroupId: "",
        impressions: 800,
        clicks: 12,
        spend: "0.10",
        conversions: "0.00",
        conversionValue: "0.00",
      },
    ]);
    expect(campaigns).toEqual([
      { id: "120210000000000001", name: "Autumn Prospecting" },
      { id: "120210000000000002", name: "Retargeting" },
    ]);
  });

  it("gives nothing for an empty page", () => {
    expect(metaInsightsToRows([])).toEqual({ ad: [], campaigns: [] });
  });

  it("sums duplicate rows of one campaign and day exactly", () => {
    const row = recorded.data[1]!;
    const { ad } = metaInsightsToRows([row, { ...row, spend: "0.2", impressions: "1", clicks: "0" }]);
    expect(ad).toHaveLength(1);
    expect(ad[0]).toMatchObject({ impressions: 801, clicks: 12, spend: "0.30" });
  });

  it("keeps whole-unit currencies (JPY) exact", () => {
    const { ad } = metaInsightsToRows([
      { ...recorded.data[1]!, spend: "152300", action_values: [{ action_type: "offsite_conversion.fb_pixel_purchase", value: "48000" }] },
    ]);
    expect(ad[0]).toMatchObject({ spend: "152300.00", conversionValue: "48000.00" });
  });

  it("refuses rows that aren't daily", () => {
    expect(() => metaInsightsToRows([{ ...recorded.data[1]!, date_stop: "2026-09-07" }])).toThrow(/daily/);
  });

  it("filters one placement when asked", () => {
    const split = ["facebook", "instagram", "audience_network"].map((p, i) => ({
      ...recorded.data[1]!,
      publisher_platform: p,
      impressions: String(100 * (i + 1)),
    }));
    expect(metaInsightsToRows(split, { publisherPlatform: "instagram" }).ad).toEqual([expect.objectContaining({ impressions: 200 })]);
  });
});

import { describe, expect, it } from "vitest";
import type { AdRow } from "@/modules/connectors/core/types";
import { adRollups, fromMicros, monthSums } from "./ad-rollup-sums";

const row = (over: Partial<AdRow>): AdRow => ({
  date: "2026-11-01",
  campaignId: "1",
  adGroupId: "10",
  impressions: 1,
  clicks: 0,
  spend: "0",
  conversions: "0",
  conversionValue: "0",
  ...over,
});

describe("paid-media rollup sums", () => {
  it("sums a window by source day and by campaign day, exactly in millionths", () => {
    const sums = adRollups([
      row({ spend: "0.1", conversionValue: "1.000001", impressions: 5 }),
      row({ adGroupId: "11", spend: "0.2", conversionValue: "2", impressions: 7 }),
      row({ campaignId: "2", spend: "1.333333", impressions: 1 }),
      row({ date: "2026-11-02", spend: "-0.5" }),
    ])!;
    expect(sums.sourceDay.map((t) => [t.date, t.impressions, fromMicros(t.spend), fromMicros(t.conversionValue)])).toEqual([
      ["2026-11-01", 13, "1.633333", "3.000001"],
      ["2026-11-02", 1, "-0.500000", "0.000000"],
    ]);
    expect(sums.campaignDay.map((t) => [t.date, t.campaignId, fromMicros(t.spend)])).toEqual([
      ["2026-11-01", "1", "0.300000"],
      ["2026-11-01", "2", "1.333333"],
      ["2026-11-02", "1", "-0.500000"],
    ]);
  });

  it("rounds conversions to the 4 places their column keeps, half away from zero, before summing", () => {
    const sums = adRollups([
      row({ conversions: "0.00005" }),
      row({ adGroupId: "11", conversions: "-0.00005" }),
      row({ campaignId: "2", conversions: "1.23444" }),
    ])!;
    expect(sums.campaignDay.map((t) => fromMicros(t.conversions))).toEqual(["0.000000", "1.234400"]);
    expect(fromMicros(sums.sourceDay[0]!.conversions)).toBe("1.234400");
  });

  it("gives up (SQL sums instead) on more than 6 places, on text that isn't a decimal, and past 2^53 millionths", () => {
    expect(adRollups([row({ spend: "0.1234567" })])).toBeNull();
    expect(adRollups([row({ spend: "1e3" })])).toBeNull();
    expect(adRollups([row({ spend: ".5" })])).toBeNull();
    expect(adRollups([row({ spend: "5." })])).toBeNull();
    expect(adRollups([row({ spend: "9100000000" })])).toBeNull();
    expect(adRollups([row({ spend: "5000000000" }), row({ adGroupId: "11", spend: "5000000000" })])).toBeNull();
  });

  it("writes millionths as text with 6 places, signs kept", () => {
    expect(fromMicros(0)).toBe("0.000000");
    expect(fromMicros(-1)).toBe("-0.000001");
    expect(fromMicros(Number.MAX_SAFE_INTEGER)).toBe("9007199254.740991");
  });

  it("sums a window's campaign days per campaign and calendar month", () => {
    const { campaignDay } = adRollups([
      row({ date: "2026-10-31", spend: "0.1", impressions: 2 }),
      row({ date: "2026-11-01", spend: "0.2", impressions: 3 }),
      row({ date: "2026-11-02", adGroupId: "11", spend: "0.3", conversions: "0.5" }),
      row({ date: "2026-11-02", campaignId: "2", spend: "1" }),
    ])!;
    expect(monthSums(campaignDay).map((t) => [t.date, t.campaignId, t.impressions, fromMicros(t.spend), fromMicros(t.conversions)])).toEqual([
      ["2026-10-01", "1", 2, "0.100000", "0.000000"],
      ["2026-11-01", "1", 4, "0.500000", "0.500000"],
      ["2026-11-01", "2", 1, "1.000000", "0.000000"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { AdRow } from "@/modules/connectors/core/types";
import { repeatedAdKey } from "./ad-keys";

const row = (date: string, campaignId: string, adGroupId?: string): AdRow => ({
  date,
  campaignId,
  adGroupId,
  impressions: 1,
  clicks: 0,
  spend: "0",
  conversions: "0",
  conversionValue: "0",
});

describe("a paid-media window's keys", () => {
  it("passes rows that name each date, campaign and ad group once, in key order or not", () => {
    const sorted = [
      row("2026-11-01", "1", ""),
      row("2026-11-01", "1", "10"),
      row("2026-11-01", "1", "11"),
      row("2026-11-01", "2", "10"),
      row("2026-11-02", "1", "10"),
    ];
    expect(repeatedAdKey(sorted)).toBeNull();
    expect(repeatedAdKey([...sorted].reverse())).toBeNull();
    expect(repeatedAdKey([])).toBeNull();
    expect(repeatedAdKey([row("2026-11-01", "1")])).toBeNull();
  });

  it("finds a key that comes twice, next to each other or apart", () => {
    const twice = row("2026-11-01", "1", "11");
    expect(repeatedAdKey([row("2026-11-01", "1", "10"), row("2026-11-01", "1", "11"), twice])).toBe(twice);
    expect(repeatedAdKey([row("2026-11-01", "1", "11"), row("2026-11-02", "1", "10"), twice])).toBe(twice);
    // Out of order from the start: the set finds it.
    expect(repeatedAdKey([row("2026-11-02", "1", "10"), row("2026-11-01", "1", "11"), row("2026-11-01", "2", "10"), twice])).toBe(twice);
  });

  it("counts a missing ad group as the empty one it is stored as", () => {
    const campaignLevel = row("2026-11-01", "1", "");
    expect(repeatedAdKey([row("2026-11-01", "1"), campaignLevel])).toBe(campaignLevel);
    expect(repeatedAdKey([row("2026-11-01", "2"), row("2026-11-01", "1"), campaignLevel])).toBe(campaignLevel);
  });
});

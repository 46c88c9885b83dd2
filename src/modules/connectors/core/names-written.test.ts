import { describe, expect, it } from "vitest";
import type { FactBatch } from "./types";
import { NamesWritten } from "./names-written";

const batch = (over: Partial<FactBatch> = {}): FactBatch => ({
  ad: [],
  campaigns: [
    { id: "1", name: "Brand", status: "ENABLED" },
    { id: "2", name: "Generic", status: "PAUSED" },
  ],
  adGroups: [{ id: "10", name: "Exact", status: "ENABLED", campaignId: "1" }],
  ...over,
});

describe("the names a sync run has written", () => {
  it("sends every name in the first window, then only names that changed since a window committed", () => {
    const names = new NamesWritten();
    const first = names.unsent(batch());
    expect(first).toEqual(batch());
    // Not committed yet (the window failed, say): sent again.
    expect(names.unsent(batch())).toEqual(batch());
    names.committed(first);
    expect(names.unsent(batch())).toEqual({ ad: [], campaigns: [], adGroups: [] });
    const renamed = batch({
      campaigns: [
        { id: "1", name: "Brand DE", status: "ENABLED" },
        { id: "2", name: "Generic", status: "ENABLED" },
      ],
      adGroups: [
        { id: "10", name: "Exact", status: "ENABLED", campaignId: "2" },
        { id: "11", name: "Phrase", status: "ENABLED", campaignId: "1" },
      ],
    });
    expect(names.unsent(renamed)).toEqual(renamed);
  });

  it("keeps the rest of the batch as it is, and a campaign and an ad group with the same id apart", () => {
    const names = new NamesWritten();
    const rows: FactBatch["ad"] = [
      { date: "2026-11-01", campaignId: "1", adGroupId: "1", impressions: 1, clicks: 0, spend: "0", conversions: "0", conversionValue: "0" },
    ];
    const both = batch({ ad: rows, account: { currency: "EUR" }, campaigns: [{ id: "1", name: "A" }], adGroups: [{ id: "1", name: "A", campaignId: "1" }] });
    names.committed({ campaigns: [{ id: "1", name: "A" }] });
    expect(names.unsent(both)).toEqual({ ...both, campaigns: [] });
    expect(names.unsent({ ad: rows })).toEqual({ ad: rows });
  });
});

import { describe, expect, it } from "vitest";
import { barRows, funnelRows } from "./breakdown-model";

describe("barRows", () => {
  it("sizes bars against the largest value or comparison", () => {
    const rows = barRows([
      { label: "Google Ads", value: 50, compare: 100 },
      { label: "Meta Ads", value: 25 },
    ]);
    expect(rows.map((r) => [r.width, r.compareAt])).toEqual([
      [50, 100],
      [25, null],
    ]);
  });

  it("honours an explicit max and clamps to the track", () => {
    const rows = barRows([{ label: "a", value: 150, compare: 50 }], 100);
    expect(rows[0]?.width).toBe(100);
    expect(rows[0]?.compareAt).toBe(50);
  });

  it("draws negatives, non-numbers and an all-zero breakdown as empty bars", () => {
    expect(
      barRows([
        { label: "a", value: -5 },
        { label: "b", value: 10 },
      ]).map((r) => r.width),
    ).toEqual([0, 100]);
    expect(
      barRows([
        { label: "a", value: 0 },
        { label: "b", value: Number.NaN },
      ]).map((r) => r.width),
    ).toEqual([0, 0]);
    expect(barRows([])).toEqual([]);
  });
});

describe("funnelRows", () => {
  it("gives each step its share of the first and its step-to-step conversion", () => {
    const rows = funnelRows([
      { label: "Sessions", value: 1000 },
      { label: "Added to cart", value: 200 },
      { label: "Purchased", value: 50 },
    ]);
    expect(rows.map((r) => [r.width, r.ofFirst, r.ofPrevious, r.previousLabel])).toEqual([
      [100, 1, null, null],
      [20, 0.2, 0.2, "Sessions"],
      [5, 0.05, 0.25, "Added to cart"],
    ]);
  });

  it("leaves rates empty instead of dividing by zero", () => {
    const rows = funnelRows([
      { label: "Sessions", value: 0 },
      { label: "Purchased", value: 0 },
    ]);
    expect(rows.map((r) => [r.width, r.ofFirst, r.ofPrevious])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
  });

  it("keeps widths within the track when a later step is larger", () => {
    const rows = funnelRows([
      { label: "Viewed", value: 10 },
      { label: "Clicked", value: 20 },
    ]);
    expect(rows.map((r) => r.width)).toEqual([50, 100]);
    expect(rows[1]?.ofPrevious).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { bandScale, linearScale, niceTicks, thinIndices } from "./scale";

describe("niceTicks", () => {
  it("gives round steps that cover the data", () => {
    expect(niceTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(3, 97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 1234)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400]);
  });

  it("keeps decimal steps free of floating-point noise", () => {
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.01, 0.037)).toEqual([0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04]);
  });

  it("gives a usable axis when every value is zero", () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it("includes zero for a single point", () => {
    expect(niceTicks(42, 42)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(-8, -8)).toEqual([-8, -6, -4, -2, 0]);
  });

  it("handles negatives and ranges across zero", () => {
    expect(niceTicks(-50, 50)).toEqual([-60, -40, -20, 0, 20, 40, 60]);
    expect(niceTicks(-1000, -200)).toEqual([-1000, -800, -600, -400, -200]);
    expect(niceTicks(-0.5, 0).includes(0)).toBe(true);
    expect(
      Object.is(
        niceTicks(-10, 10).find((t) => t === 0),
        0,
      ),
    ).toBe(true);
  });

  it("handles huge values", () => {
    expect(niceTicks(0, 1e15)).toEqual([0, 2e14, 4e14, 6e14, 8e14, 1e15]);
    const ticks = niceTicks(0, 8.9e307);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(8.9e307);
    expect(niceTicks(-1.7e308, 1.7e308)).toEqual([-1.7e308, 1.7e308]);
  });

  it("swaps reversed bounds and ignores non-finite input", () => {
    expect(niceTicks(100, 0)).toEqual(niceTicks(0, 100));
    expect(niceTicks(Number.NaN, Number.POSITIVE_INFINITY)).toEqual([0, 1]);
  });

  it("roughly honours the requested count", () => {
    expect(niceTicks(0, 100, 2)).toEqual([0, 50, 100]);
    expect(niceTicks(0, 100, 10)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});

describe("linearScale", () => {
  it("maps the domain onto the range, including inverted ranges", () => {
    const y = linearScale([0, 200], [100, 0]);
    expect(y(0)).toBe(100);
    expect(y(50)).toBe(75);
    expect(y(200)).toBe(0);
    expect(y.invert(75)).toBe(50);
  });

  it("maps a zero-width domain to the middle of the range", () => {
    const x = linearScale([3, 3], [0, 100]);
    expect(x(3)).toBe(50);
    expect(x.invert(10)).toBe(3);
  });
});

describe("bandScale", () => {
  it("splits the range into equal, padded bands", () => {
    const band = bandScale(["a", "b", "c", "d"], [0, 100], { paddingInner: 0, paddingOuter: 0 });
    expect(band.bandwidth).toBe(25);
    expect(band.position(2)).toBe(50);
    expect(band.positionOf("d")).toBe(75);
    expect(band.positionOf("z")).toBeUndefined();
  });

  it("leaves padding between and around bands", () => {
    const band = bandScale(["a", "b"], [0, 100], { paddingInner: 0.5, paddingOuter: 0.25 });
    // n - inner + 2·outer = 2 steps → step 50, band 25, first band starts at 12.5
    expect(band.step).toBe(50);
    expect(band.bandwidth).toBe(25);
    expect(band.position(0)).toBe(12.5);
    expect(band.position(1) + band.bandwidth).toBe(87.5);
  });

  it("copes with an empty domain", () => {
    expect(bandScale([], [0, 100]).bandwidth).toBe(0);
  });
});

describe("thinIndices", () => {
  it("keeps every label when they fit", () => {
    expect(thinIndices(4, 10)).toEqual([0, 1, 2, 3]);
  });

  it("keeps every n-th label counted from the last", () => {
    expect(thinIndices(10, 4)).toEqual([0, 3, 6, 9]);
    expect(thinIndices(8, 3)).toEqual([1, 4, 7]);
    expect(thinIndices(365, 6).length).toBeLessThanOrEqual(6);
    expect(thinIndices(365, 6).at(-1)).toBe(364);
  });

  it("shows at least one label and none for no data", () => {
    expect(thinIndices(30, 0)).toEqual([29]);
    expect(thinIndices(0, 5)).toEqual([]);
  });
});

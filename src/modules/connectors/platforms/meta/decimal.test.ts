import { describe, expect, it } from "vitest";
import { fromMicros, normalizeDecimal, sumDecimals, toCount, toMicros } from "./decimal";

describe("exact decimals", () => {
  it("parses decimal strings into micro-units without float error", () => {
    expect(toMicros("210.47")).toBe(210_470_000n);
    expect(toMicros("0.1")).toBe(100_000n);
    expect(toMicros("-3.5")).toBe(-3_500_000n);
    expect(toMicros(".5")).toBe(500_000n);
    expect(toMicros("")).toBe(0n);
    expect(toMicros(undefined)).toBe(0n);
  });

  it("rounds digits past the sixth place half away from zero, as PostgreSQL numeric does", () => {
    expect(toMicros("133.02587800000002")).toBe(133_025_878n);
    expect(toMicros("0.0000005")).toBe(1n);
    expect(toMicros("-0.0000005")).toBe(-1n);
    expect(toMicros("0.00000049")).toBe(0n);
  });

  it("sums values that floats get wrong", () => {
    expect(sumDecimals(["0.1", "0.2"])).toBe("0.30");
    expect(sumDecimals(Array.from({ length: 1000 }, () => "19.91833"))).toBe("19918.33");
    expect(sumDecimals([])).toBe("0.00");
  });

  it("writes canonical strings with at least two places", () => {
    expect(fromMicros(12_500_000n)).toBe("12.50");
    expect(normalizeDecimal("450.0")).toBe("450.00");
    expect(normalizeDecimal("19.918330")).toBe("19.91833");
    expect(normalizeDecimal(1e-7)).toBe("0.00");
    expect(normalizeDecimal("1523")).toBe("1523.00");
  });

  it("rejects what isn't a number instead of storing garbage", () => {
    expect(() => toMicros("12,34")).toThrow(/Not a decimal/);
    expect(() => toMicros("abc")).toThrow(/Not a decimal/);
    expect(() => toCount("12.5")).toThrow(/whole number/);
    expect(toCount("2466376")).toBe(2_466_376);
    expect(toCount(185)).toBe(185);
    expect(toCount(undefined)).toBe(0);
  });
});

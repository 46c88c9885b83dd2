import { describe, expect, it } from "vitest";
import { fromUnits, normalizeDecimal, toUnits } from "./decimal";

describe("exact decimals", () => {
  it("reads decimal strings into micro-units without float error", () => {
    expect(toUnits("0.1") + toUnits("0.2")).toBe(toUnits("0.3"));
    expect(fromUnits(toUnits("38.12") + toUnits("0.005"))).toBe("38.125");
    expect(toUnits("-12.5")).toBe(-12_500_000n);
    expect(toUnits("1,234".replace(",", ""))).toBe(1_234_000_000n);
  });

  it("reads JSON doubles through their shortest text, exponents included", () => {
    expect(fromUnits(toUnits(120.5))).toBe("120.5");
    expect(fromUnits(toUnits(1e-7))).toBe("0");
    expect(fromUnits(toUnits(5e-7))).toBe("0.000001");
    expect(fromUnits(toUnits(1.5e21))).toBe("1500000000000000000000");
    expect(fromUnits(toUnits(3.3333333333333335))).toBe("3.333333");
  });

  it("rounds half away from zero past the scale", () => {
    expect(fromUnits(toUnits("0.125", 2), 2)).toBe("0.13");
    expect(fromUnits(toUnits("-0.125", 2), 2)).toBe("-0.13");
    expect(fromUnits(toUnits("0.005", 2), 2)).toBe("0.01");
    expect(fromUnits(toUnits("0.00049", 3), 3)).toBe("0");
  });

  it("writes micros as an exact division by one million", () => {
    expect(fromUnits(2_500_000n)).toBe("2.5");
    expect(fromUnits(123_456_789_012_345_678n)).toBe("123456789012.345678");
    expect(fromUnits(1n)).toBe("0.000001");
    expect(fromUnits(-1n)).toBe("-0.000001");
    expect(fromUnits(0n)).toBe("0");
  });

  it("normalizes for comparison and refuses what isn't a number", () => {
    expect(normalizeDecimal("12.500000")).toBe("12.5");
    expect(normalizeDecimal("007")).toBe("7");
    expect(normalizeDecimal(".5")).toBe("0.5");
    expect(() => toUnits("12,5")).toThrow();
    expect(() => toUnits("")).toThrow();
    expect(() => toUnits(Number.NaN)).toThrow();
  });
});

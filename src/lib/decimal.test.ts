import { describe, expect, it } from "vitest";
import { addDecimal, compareDecimal, divDecimal, fromScaled, isDecimal, mulDecimal, normalizeDecimal, toScaled } from "./decimal";

describe("exact decimals", () => {
  it("recognises canonical decimal text only", () => {
    expect(["0", "12", "-3.5", "0.000001"].every(isDecimal)).toBe(true);
    expect(["", "1,5", "1e3", ".5", "1.", "+1", "NaN"].some(isDecimal)).toBe(false);
  });

  it("scales and rounds half away from zero", () => {
    expect(toScaled("1.005", 2)).toBe(101n);
    expect(toScaled("-1.005", 2)).toBe(-101n);
    expect(toScaled("1.004", 2)).toBe(100n);
    expect(fromScaled(-5n, 3)).toBe("-0.005");
    expect(fromScaled(1200n, 2, 2)).toBe("12.00");
  });

  it("adds without float drift", () => {
    expect(addDecimal("0.1", "0.2")).toBe("0.3");
    expect(addDecimal("1234567890123.456789", "0.000001")).toBe("1234567890123.45679");
    expect(addDecimal("-5", "2.25")).toBe("-2.75");
  });

  it("multiplies and divides to a number of decimals", () => {
    expect(mulDecimal("100", "1.08", 6, 2)).toBe("108.00");
    expect(mulDecimal("10.5", "1.0833333", 6, 2)).toBe("11.375");
    expect(mulDecimal("0.1", "0.1", 6, 2)).toBe("0.01");
    expect(divDecimal("100", "3", 6, 2)).toBe("33.333333");
    expect(divDecimal("1", "1.25", 10)).toBe("0.8");
    expect(() => divDecimal("1", "0", 2)).toThrow();
  });

  it("normalises and compares", () => {
    expect(normalizeDecimal("007.2500")).toBe("7.25");
    expect(normalizeDecimal("1.23456789", { maxDp: 6 })).toBe("1.234568");
    expect(normalizeDecimal("5", { minDp: 2 })).toBe("5.00");
    expect(normalizeDecimal("-0.000")).toBe("0");
    expect(normalizeDecimal("000")).toBe("0");
    expect(normalizeDecimal("0.50", { minDp: 2 })).toBe("0.50");
    expect(normalizeDecimal("-012.3400")).toBe("-12.34");
    expect(compareDecimal("1.10", "1.1")).toBe(0);
    expect(compareDecimal("-2", "1")).toBe(-1);
  });
});

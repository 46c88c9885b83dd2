import { describe, expect, it } from "vitest";
import {
  addDecimal,
  compareDecimal,
  divDecimal,
  fromMicros,
  fromScaled,
  isDecimal,
  mulDecimal,
  normalizeDecimal,
  parseScaled,
  sumDecimals,
  toMicros,
  toScaled,
} from "./decimal";

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

describe("platform values in millionths", () => {
  it("reads decimal strings without float error, and missing values as 0", () => {
    expect(toMicros("0.1") + toMicros("0.2")).toBe(toMicros("0.3"));
    expect(toMicros("210.47")).toBe(210_470_000n);
    expect(toMicros("-12.5")).toBe(-12_500_000n);
    expect(toMicros(".5")).toBe(500_000n);
    expect(toMicros("+3")).toBe(3_000_000n);
    expect(toMicros("1.5E3")).toBe(1_500_000_000n);
    expect(toMicros("")).toBe(0n);
    expect(toMicros(undefined)).toBe(0n);
    expect(toMicros(null)).toBe(0n);
  });

  it("reads JSON doubles through their shortest text, exponents included", () => {
    expect(fromMicros(toMicros(120.5))).toBe("120.5");
    expect(fromMicros(toMicros(1e-7))).toBe("0");
    expect(fromMicros(toMicros(5e-7))).toBe("0.000001");
    expect(fromMicros(toMicros(1.5e21))).toBe("1500000000000000000000");
    expect(fromMicros(toMicros(3.3333333333333335))).toBe("3.333333");
  });

  it("rounds past the scale half away from zero, as PostgreSQL numeric does", () => {
    expect(toMicros("133.02587800000002")).toBe(133_025_878n);
    expect(toMicros("0.0000005")).toBe(1n);
    expect(toMicros("-0.0000005")).toBe(-1n);
    expect(toMicros("0.00000049")).toBe(0n);
    expect(parseScaled("0.125", 2)).toBe(13n);
    expect(parseScaled("-0.125", 2)).toBe(-13n);
  });

  it("writes millionths exactly, with as many places as asked at least", () => {
    expect(fromMicros(2_500_000n)).toBe("2.5");
    expect(fromMicros(2_500_000n, 2)).toBe("2.50");
    expect(fromMicros(123_456_789_012_345_678n)).toBe("123456789012.345678");
    expect(fromMicros(-1n)).toBe("-0.000001");
    expect(fromMicros(0n)).toBe("0");
    expect(fromMicros(0n, 2)).toBe("0.00");
  });

  it("sums values that floats get wrong", () => {
    expect(sumDecimals(["0.1", "0.2"])).toBe("0.30");
    expect(sumDecimals(Array.from({ length: 1000 }, () => "19.91833"))).toBe("19918.33");
    expect(sumDecimals([])).toBe("0.00");
  });

  it("refuses what isn't a number instead of storing garbage", () => {
    expect(() => toMicros("12,5")).toThrow(/Not a decimal/);
    expect(() => toMicros("abc")).toThrow(/Not a decimal/);
    expect(() => toMicros(Number.NaN)).toThrow(/Not a decimal/);
  });
});

import { describe, expect, it } from "vitest";
import { currencyDigits, formatMinor, isCurrencyCode, MAX_AMOUNT_MINOR, minorToInput, parseMoney, weighted } from "./money";

describe("parseMoney", () => {
  it.each([
    ["1250", "USD", 125_000],
    ["1,250", "USD", 125_000],
    ["1,250.5", "USD", 125_050],
    ["$1,250.00", "USD", 125_000],
    ["1 250,50", "EUR", 125_050],
    ["1.250,50 €", "EUR", 125_050],
    ["1.234.567", "EUR", 123_456_700],
    ["12,5", "EUR", 1_250],
    [".5", "USD", 50],
    ["0", "USD", 0],
    ["3000", "JPY", 3000],
    ["3,000", "JPY", 3000],
    ["1.234", "BHD", 1_234_000],
    ["1.5", "BHD", 1_500],
    // A lone separator before three digits groups thousands, whatever the currency.
    ["1.234", "USD", 123_400],
  ])("reads %j in %s as %d minor units", (text, currency, minor) => {
    expect(parseMoney(text, currency)).toBe(minor);
  });

  it.each([
    ["", "USD"],
    ["abc", "USD"],
    ["-5", "USD"],
    ["1.5", "JPY"],
    ["1.2555", "USD"],
    ["1.25.5", "USD"],
    ["1e5", "USD"],
    ["99999999999999999", "USD"],
  ])("refuses %j in %s", (text, currency) => {
    expect(parseMoney(text, currency)).toBeNull();
  });

  it("caps amounts at the largest a deal holds", () => {
    expect(parseMoney(String(MAX_AMOUNT_MINOR / 100), "USD")).toBe(MAX_AMOUNT_MINOR);
    expect(parseMoney(String(MAX_AMOUNT_MINOR / 100 + 1), "USD")).toBeNull();
  });
});

describe("currencies", () => {
  it("knows each currency's minor unit", () => {
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("BHD")).toBe(3);
  });

  it("accepts ISO 4217 codes only", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("XYZ")).toBe(false);
  });
});

describe("formatMinor", () => {
  it("writes amounts in their currency, with decimals only when there are some", () => {
    expect(formatMinor(125_000, "USD")).toBe("$1,250");
    expect(formatMinor(125_050, "EUR")).toBe("€1,250.50");
    expect(formatMinor(3000, "JPY")).toBe("¥3,000");
    expect(formatMinor(125_000_000, "USD", { compact: true })).toBe("$1.3M");
  });

  it("gives the amount back as a form value", () => {
    expect(minorToInput(125_050, "USD")).toBe("1250.50");
    expect(minorToInput(125_000, "USD")).toBe("1250");
    expect(minorToInput(3000, "JPY")).toBe("3000");
    expect(minorToInput(null, "USD")).toBe("");
  });
});

describe("weighted", () => {
  it("applies the stage's probability, rounded to a minor unit", () => {
    expect(weighted(10_000, 40)).toBe(4_000);
    expect(weighted(333, 50)).toBe(167);
    expect(weighted(10_000, 0)).toBe(0);
  });
});

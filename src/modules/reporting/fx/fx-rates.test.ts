import { describe, expect, it } from "vitest";
import { applyRate, chooseRate, FxSettingError, parseFxSetting, rateProblem, unionOfDays, type StoredRate } from "./fx-rates";

const currencies = new Set(["EUR", "USD", "GBP", "JPY"]);
const isCurrency = (c: string) => currencies.has(c);

describe("the FX_RATES setting", () => {
  it("reads days separated by semicolons, each with its pairs", () => {
    expect(parseFxSetting("2026-11-01 EUR/USD=1.08 GBP/USD=1.27; 2026-11-02 EUR/USD=1.09", isCurrency)).toEqual([
      { date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08" },
      { date: "2026-11-01", base: "GBP", quote: "USD", rate: "1.27" },
      { date: "2026-11-02", base: "EUR", quote: "USD", rate: "1.09" },
    ]);
  });

  it("is empty when unset, and tolerates line breaks and a trailing semicolon", () => {
    expect(parseFxSetting(undefined, isCurrency)).toEqual([]);
    expect(parseFxSetting("  ", isCurrency)).toEqual([]);
    expect(parseFxSetting("2026-11-01 eur/usd=1.0800;\n2026-11-02  EUR/USD=1.09;", isCurrency)).toHaveLength(2);
  });

  it("names the entry and the problem of a bad value", () => {
    const problem = (text: string) => {
      try {
        parseFxSetting(text, isCurrency);
        return "no error";
      } catch (error) {
        expect(error).toBeInstanceOf(FxSettingError);
        return (error as Error).message;
      }
    };
    expect(problem("2026-11-01 EUR/USD=1.08; 11/02/2026 EUR/USD=1.09")).toMatch(/entry 2 .*not a day as YYYY-MM-DD/);
    expect(problem("2026-11-01")).toMatch(/has no rate after its day/);
    expect(problem("2026-11-01 EURUSD=1.08")).toMatch(/not a rate as BASE\/QUOTE=RATE/);
    expect(problem("2026-11-01 EUR/XYZ=1.08")).toMatch(/XYZ, not an ISO 4217 currency/);
    expect(problem("2026-11-01 EUR/USD=0")).toMatch(/more than 0/);
    expect(problem("2026-11-01 EUR/USD=-1")).toMatch(/positive number/);
    expect(problem("2026-11-01 EUR/USD=1,08")).toMatch(/positive number/);
    expect(problem("2026-11-01 EUR/EUR=1")).toMatch(/to itself/);
    expect(problem("2026-11-01 EUR/USD=1.08 EUR/USD=1.09")).toMatch(/repeats EUR\/USD/);
  });

  it("checks a rate fits the stored precision", () => {
    expect(rateProblem("1.0825")).toBeNull();
    expect(rateProblem("1.12345678901")).toMatch(/at most 10 decimals/);
    expect(rateProblem("123456789012345")).toMatch(/too large/);
  });
});

const r = (date: string, base: string, quote: string, rate: string, origin: "config" | "manual"): StoredRate => ({ date, base, quote, rate, origin });

describe("choosing the rate of a day", () => {
  const rates = [
    r("2026-11-01", "EUR", "USD", "1.08", "config"),
    r("2026-11-03", "EUR", "USD", "1.10", "config"),
    r("2026-11-03", "EUR", "USD", "1.11", "manual"),
  ];

  it("takes the latest rate on or before the day", () => {
    expect(chooseRate(rates, "EUR", "USD", "2026-11-02")).toEqual({ rate: "1.08", rateDate: "2026-11-01", origin: "config", inverse: false });
    expect(chooseRate(rates, "EUR", "USD", "2026-10-31")).toBeNull();
  });

  it("prefers a manual rate over the configured one of the same day", () => {
    expect(chooseRate(rates, "EUR", "USD", "2026-11-05")).toMatchObject({ rate: "1.11", origin: "manual" });
  });

  it("uses the inverse pair when only that was given, and the pair as asked when both were", () => {
    expect(chooseRate(rates, "USD", "EUR", "2026-11-02")).toEqual({ rate: "1.08", rateDate: "2026-11-01", origin: "config", inverse: true });
    const both = [r("2026-11-01", "USD", "EUR", "0.9", "manual"), r("2026-11-01", "EUR", "USD", "1.08", "config")];
    expect(chooseRate(both, "EUR", "USD", "2026-11-01")).toMatchObject({ rate: "1.08", inverse: false });
  });
});

describe("converting exactly", () => {
  it("multiplies by the rate to 2-6 decimals", () => {
    expect(applyRate("100", { rate: "1.08", inverse: false })).toEqual({ amount: "108.00", rate: "1.08" });
    expect(applyRate("0.1", { rate: "3", inverse: false }).amount).toBe("0.30");
    expect(applyRate("19.99", { rate: "1.0833333", inverse: false }).amount).toBe("21.655833");
  });

  it("divides by the inverse pair's rate and shows the rate applied", () => {
    expect(applyRate("108", { rate: "1.08", inverse: true })).toEqual({ amount: "100.00", rate: "0.9259259259" });
    expect(applyRate("100", { rate: "3", inverse: true }).amount).toBe("33.333333");
  });
});

describe("the rates of a range of days, as runs", () => {
  it("merges overlapping and touching ranges, keeping gaps", () => {
    const ranges = [
      { start: "2026-11-10", end: "2026-11-20" },
      { start: "2026-11-01", end: "2026-11-05" },
      { start: "2026-11-06", end: "2026-11-08" },
      { start: "2026-11-15", end: "2026-11-25" },
    ];
    expect(unionOfDays(ranges)).toEqual([
      { start: "2026-11-01", end: "2026-11-08" },
      { start: "2026-11-10", end: "2026-11-25" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { guessDateFormat, isBlankCell, parseDay, parseNumber } from "./values";

const n = (raw: string) => {
  const r = parseNumber(raw);
  return r.ok ? r.value : `error: ${r.reason}`;
};

describe("numbers as exports write them", () => {
  it("accepts thousands separators, currency symbols and codes", () => {
    expect(n("1,234.50")).toBe("1234.5");
    expect(n("$1,234.50")).toBe("1234.5");
    expect(n("€1.234,56")).toBe("1234.56");
    expect(n("1 234,56 €")).toBe("1234.56");
    expect(n("USD 12.00")).toBe("12");
    expect(n("12.00 EUR")).toBe("12");
    expect(n("1'234.5")).toBe("1234.5");
    expect(n("1,234,567")).toBe("1234567");
    expect(n("1.234.567")).toBe("1234567");
  });

  it("reads a lone comma as thousands before three digits, as the decimal mark otherwise", () => {
    expect(n("1,234")).toBe("1234");
    expect(n("12,5")).toBe("12.5");
    expect(n("0,25")).toBe("0.25");
  });

  it("keeps money exact, with negatives and scientific notation", () => {
    expect(n("0.1")).toBe("0.1");
    expect(n("123456789012.345678")).toBe("123456789012.345678");
    expect(n("(12.40)")).toBe("-12.4");
    expect(n("-3")).toBe("-3");
    expect(n("1.5E+3")).toBe("1500");
    expect(n("2e-2")).toBe("0.02");
    expect(n(".5")).toBe("0.5");
  });

  it("refuses text, percentages and broken grouping with a reason", () => {
    expect(n("abc")).toBe("error: “abc” isn't a number");
    expect(n("12%")).toMatch(/percentage/);
    expect(n("1,23,4")).toMatch(/isn't a number/);
  });

  it("treats empty cells and Google Ads' -- as blank", () => {
    expect(["", " ", "--", "-", "N/A"].every(isBlankCell)).toBe(true);
    expect(isBlankCell("0")).toBe(false);
  });
});

describe("days as exports write them", () => {
  it("reads ISO, compact and month-name days in every format, ignoring a time", () => {
    for (const format of ["iso", "dmy", "mdy", "excel"] as const) {
      expect(parseDay("2026-11-05", format)).toBe("2026-11-05");
      expect(parseDay("20261105", format)).toBe("2026-11-05");
      expect(parseDay("2026-11-05 14:03:22 -0500", format)).toBe("2026-11-05");
      expect(parseDay("Nov 05, 2026 10:00 am", format)).toBe("2026-11-05");
      expect(parseDay("5 November 2026", format)).toBe("2026-11-05");
    }
  });

  it("reads D/M/Y and M/D/Y as chosen", () => {
    expect(parseDay("05/11/2026", "dmy")).toBe("2026-11-05");
    expect(parseDay("05/11/2026", "mdy")).toBe("2026-05-11");
    expect(parseDay("5.11.26", "dmy")).toBe("2026-11-05");
    expect(parseDay("11/5/2026 10:00", "mdy")).toBe("2026-11-05");
    expect(parseDay("13/05/2026", "mdy")).toBeNull();
    expect(parseDay("05/11/2026", "iso")).toBeNull();
  });

  it("reads Excel serial numbers", () => {
    expect(parseDay("45000", "excel")).toBe("2023-03-15");
    expect(parseDay("46331.75", "excel")).toBe("2026-11-05");
    expect(parseDay("45000", "iso")).toBeNull();
  });

  it("refuses days that never were", () => {
    expect(parseDay("2026-02-30", "iso")).toBeNull();
    expect(parseDay("31/04/2026", "dmy")).toBeNull();
  });

  it("guesses the format from a sample", () => {
    expect(guessDateFormat(["2026-11-01", "2026-11-02"])).toEqual({ format: "iso", ambiguous: false });
    expect(guessDateFormat(["45000", "45001"])).toEqual({ format: "excel", ambiguous: false });
    expect(guessDateFormat(["01/11/2026", "25/11/2026"])).toEqual({ format: "dmy", ambiguous: false });
    expect(guessDateFormat(["11/01/2026", "11/25/2026"])).toEqual({ format: "mdy", ambiguous: false });
    expect(guessDateFormat(["01/02/2026", "03/04/2026"])).toEqual({ format: "mdy", ambiguous: true });
  });
});

import { describe, expect, it } from "vitest";
import { formatMetric, formatRange, reportDay } from "./format";

describe("days in reports", () => {
  it("are written in the workspace's date format, without the year on axes", () => {
    expect(reportDay("2026-11-03", { locale: "en-GB", dateFormat: "DD/MM/YYYY" }, true)).toBe("03/11/2026");
    expect(reportDay("2026-11-03", { locale: "en-GB", dateFormat: "DD/MM/YYYY" })).toBe("03/11");
    expect(reportDay("2026-11-03", { locale: "en-US", dateFormat: "YYYY-MM-DD" })).toBe("11-03");
    expect(reportDay("2026-11-03", { locale: "de-DE", dateFormat: "DD.MM.YYYY" })).toBe("03.11");
    expect(reportDay("2026-11-03", { locale: "en-US", dateFormat: "MM/DD/YYYY" }, true)).toBe("11/03/2026");
  });

  it("write a range with both ends in full", () => {
    expect(formatRange({ start: "2026-10-01", end: "2026-10-31" }, { locale: "en-GB", dateFormat: "DD/MM/YYYY" })).toBe("01/10/2026 – 31/10/2026");
    expect(formatRange({ start: "2026-10-01", end: "2026-10-01" }, { locale: "en-GB", dateFormat: "DD/MM/YYYY" })).toBe("01/10/2026");
  });
});

describe("conversions", () => {
  it("are counts: rounded to whole numbers", () => {
    expect(formatMetric(1234.5678, "count", { locale: "en-US", currency: "USD" })).toBe("1,235");
    expect(formatMetric(0.4, "count", { locale: "en-US", currency: "USD" })).toBe("0");
  });
});

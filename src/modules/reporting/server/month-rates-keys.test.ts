import { describe, expect, it } from "vitest";
import { unionOfDays, type RateRun, type StoredRate } from "../fx/fx-rates";
import { PairRates, pairRuns } from "../fx/rate-book";
import { monthRatesKeys, monthsOf } from "./campaign-sums";

const rate = (date: string, value: string, base = "EUR", quote = "USD"): StoredRate => ({ date, base, quote, rate: value, origin: "manual" });
/** The runs the Converter makes (Converter.runs), with the workspace's own rates only. */
const runsOf = (rates: StoredRate[], ranges: { start: string; end: string }[]): RateRun[] =>
  pairRuns(
    ["EUR", "GBP"].map((c) => new PairRates(c, "USD", rates, new Map())),
    unionOfDays(ranges),
  ).map((r) => ({ currency: r.currency, start: r.start, end: r.end, rate: r.chosen.rate, inverse: r.chosen.inverse }));
const keys = (rates: StoredRate[], ranges: { start: string; end: string }[], months: string[]) =>
  JSON.parse(monthRatesKeys({ to: "USD", runs: runsOf(rates, ranges) }, months)) as Record<string, Record<string, string>>;

describe("the digest of a month's rates", () => {
  const rates = [rate("2026-05-20", "1.08"), rate("2026-07-10", "1.1"), rate("2026-08-03", "0.91", "USD", "EUR")];

  it("is the same whatever range the runs were made for", () => {
    const a = keys(rates, [{ start: "2026-06-01", end: "2026-07-31" }], ["2026-06-01", "2026-07-01"]);
    const b = keys(rates, [{ start: "2026-05-25", end: "2026-09-30" }], ["2026-06-01", "2026-07-01"]);
    const c = keys(
      rates,
      [
        { start: "2025-06-01", end: "2025-07-31" },
        { start: "2026-06-01", end: "2026-07-31" },
      ],
      ["2026-06-01", "2026-07-01"],
    );
    expect(b).toEqual(a);
    expect(c.EUR).toEqual(a.EUR);
  });

  it("changes with a rate of one of the month's days, and only for that month", () => {
    const range = [{ start: "2026-06-01", end: "2026-08-31" }];
    const months = ["2026-06-01", "2026-07-01", "2026-08-01"];
    const before = keys(rates, range, months).EUR!;
    const after = keys([...rates, rate("2026-07-20", "1.2")], range, months).EUR!;
    expect(after["2026-06-01"]).toBe(before["2026-06-01"]);
    expect(after["2026-07-01"]).not.toBe(before["2026-07-01"]);
    // August's days keep the inverse rate entered on the 3rd, but its 1st and 2nd now take the new one.
    expect(after["2026-08-01"]).not.toBe(before["2026-08-01"]);
    expect(after["2026-07-01"]).toMatch(/^[\w-]{22}$/);
    // A month before the pair's first rate is converted at that first rate; with no rate at all, no month has an entry (the statements read it as "none").
    const later = keys([rate("2026-07-01", "1.1")], range, months).EUR!;
    expect(later["2026-06-01"]).toMatch(/^[\w-]{22}$/);
    expect(keys([], range, months)).toEqual({});
  });

  it("tells an inverse rate from a direct one of the same figure", () => {
    const range = [{ start: "2026-06-01", end: "2026-06-30" }];
    expect(keys([rate("2026-06-01", "1.1")], range, ["2026-06-01"])).not.toEqual(keys([rate("2026-06-01", "1.1", "USD", "EUR")], range, ["2026-06-01"]));
  });
});

describe("monthsOf", () => {
  it("lists each month of month ranges, across a year end", () => {
    expect(
      monthsOf([
        { start: "2025-11-01", end: "2026-02-01" },
        { start: "2024-12-01", end: "2024-12-01" },
      ]),
    ).toEqual(["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01", "2024-12-01"]);
  });
});

import { describe, expect, it } from "vitest";
import type { StoredRate } from "./fx-rates";
import { lastOnOrBefore, PairRates, pairRuns, type ReferenceBook } from "./rate-book";

const book: ReferenceBook = new Map([
  ["USD", { dates: ["2026-01-05", "2026-01-06", "2026-01-09"], perEur: ["1.1", "1.2", "1.25"], sources: ["reference", "reference", "feed"] as const }],
  ["GBP", { dates: ["2026-01-05", "2026-01-09"], perEur: ["0.8", "0.9"], sources: ["reference", "reference"] as const }],
]);
const manual = (date: string, base: string, quote: string, rate: string): StoredRate => ({ date, base, quote, rate, origin: "manual" });

describe("choosing a rate", () => {
  it("finds the last day on or before another", () => {
    expect(lastOnOrBefore(["2026-01-01", "2026-01-05"], "2025-12-31")).toBe(-1);
    expect(lastOnOrBefore(["2026-01-01", "2026-01-05"], "2026-01-04")).toBe(0);
    expect(lastOnOrBefore(["2026-01-01", "2026-01-05"], "2026-01-05")).toBe(1);
  });

  it("applies a reference rate from its day on, crossing through the euro", () => {
    const eurUsd = new PairRates("EUR", "USD", [], book);
    expect(eurUsd.at("2026-01-05")).toMatchObject({ rate: "1.1", rateDate: "2026-01-05", origin: "reference", beforeFirst: false });
    expect(eurUsd.at("2026-01-08")).toMatchObject({ rate: "1.2", rateDate: "2026-01-06" });
    expect(eurUsd.at("2026-01-10")).toMatchObject({ rate: "1.25", origin: "feed" });
    const gbpUsd = new PairRates("GBP", "USD", [], book);
    expect(gbpUsd.at("2026-01-07")).toMatchObject({ rate: "1.5", rateDate: "2026-01-06" });
    expect(new PairRates("USD", "EUR", [], book).at("2026-01-05")?.rate).toBe("0.9090909091");
  });

  it("uses the first rate, marked, on days before it", () => {
    expect(new PairRates("EUR", "USD", [], book).at("2025-06-01")).toMatchObject({ rate: "1.1", rateDate: "2026-01-05", beforeFirst: true });
    expect(new PairRates("CHF", "USD", [manual("2026-02-01", "CHF", "USD", "1.3")], book).at("2026-01-01")).toMatchObject({
      rate: "1.3",
      beforeFirst: true,
      origin: "manual",
    });
    expect(new PairRates("CHF", "USD", [], book).at("2026-01-01")).toBeNull();
  });

  it("lets an override win from its day on, the reference rate before it", () => {
    const pair = new PairRates("EUR", "USD", [manual("2026-01-06", "USD", "EUR", "0.5")], book);
    expect(pair.at("2026-01-05")).toMatchObject({ rate: "1.1", origin: "reference" });
    expect(pair.at("2026-01-06")).toMatchObject({ rate: "0.5", inverse: true, origin: "manual" });
    expect(pair.at("2026-01-10")).toMatchObject({ rate: "0.5", inverse: true, origin: "manual" });
  });

  it("gives runs of days sharing a rate, asking only on days a rate starts", () => {
    const runs = pairRuns([new PairRates("EUR", "USD", [], book)], [{ start: "2026-01-01", end: "2026-01-10" }]);
    expect(runs.map((r) => [r.start, r.end, r.chosen.rate, r.chosen.beforeFirst])).toEqual([
      ["2026-01-01", "2026-01-04", "1.1", true],
      ["2026-01-05", "2026-01-05", "1.1", false],
      ["2026-01-06", "2026-01-08", "1.2", false],
      ["2026-01-09", "2026-01-10", "1.25", false],
    ]);
  });
});

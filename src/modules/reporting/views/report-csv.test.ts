import { describe, expect, it } from "vitest";
import { csvText } from "@/lib/csv";
import type { Kpi, ReportBase } from "../contracts/report.contracts";
import { adCsv, csvOf, storeCsv } from "./report-csv";
import { searchOf } from "../contracts/report-range";

const base = {
  range: { start: "2026-03-01", end: "2026-03-28" },
  comparison: { start: "2026-02-01", end: "2026-02-28" },
  format: { timeZone: "Europe/Paris", currency: "EUR", locale: "fr-FR", weekStart: "monday" },
  sources: [],
  notices: [],
} as unknown as ReportBase;
const kpis: Kpi[] = [
  { key: "spend", label: "Spend", format: "money", value: 12.5, previous: 10, exact: "12.500000" } as Kpi,
  { key: "clicks", label: "Clicks", format: "count", value: null, previous: null } as Kpi,
];

describe("report CSVs", () => {
  it("start with the range, the comparison, the currency and the KPIs (exact figures first)", () => {
    const rows = csvOf({ ...base, kpis }, []);
    expect(rows.slice(0, 7)).toEqual([
      ["Range", "2026-03-01", "2026-03-28"],
      ["Compared with", "2026-02-01", "2026-02-28"],
      ["Currency", "EUR"],
      [],
      ["Metric", "Value", "Comparison"],
      ["Spend", { csvNumber: "12.500000" }, 10],
      ["Clicks", null, null],
    ]);
  });

  it("add each table under its title and header, leaving missing cells empty", () => {
    const { filename, rows } = adCsv(
      "google-ads",
      {
        ...base,
        comparison: null,
        kpis,
        series: [],
        accounts: [],
        adGroups: [],
        campaigns: [
          { account: "US", name: "Shoes", status: null, spend: 4.2, impressions: 10, clicks: 2, conversions: 1, conversionValue: 9, spendPrev: null },
        ],
      },
      { start: "2026-03-01", end: "2026-03-28" } as never,
    );
    expect(filename).toBe("google-ads-2026-03-01-2026-03-28.csv");
    expect(rows).not.toContainEqual(["Compared with", "2026-02-01", "2026-02-28"]);
    const at = rows.findIndex((r) => r[0] === "Campaigns");
    expect(rows[at + 1]).toEqual(["Account", "Campaign", "Status", "Spend", "Impressions", "Clicks", "Conversions", "Conversion value", "Spend (comparison)"]);
    expect(rows[at + 2]).toEqual(["US", "Shoes", null, 4.2, 10, 2, 1, 9, null]);
    expect(rows.at(-1)).toEqual(["Account", "Currency", "Spend", "Clicks", "Conversions"]);
  });

  it("name the store's file after the range and list its days", () => {
    const csv = storeCsv(
      {
        ...base,
        kpis: [],
        funnel: null,
        customers: [],
        series: [{ x: "2026-03-01", prevX: null, orders: 3, revenue: 99.5, newCustomers: 1, returningCustomers: 2 }],
      },
      { start: "2026-03-01", end: "2026-03-28" } as never,
    );
    expect(csv.filename).toBe("shopify-2026-03-01-2026-03-28.csv");
    expect(csv.rows.at(-1)).toEqual(["2026-03-01", 3, 99.5, 1, 2]);
  });
});

describe("a report CSV's figures", () => {
  it("stay numbers when negative, while text that looks like a formula is defused", () => {
    const negative = [{ key: "profit", label: "Profit", format: "money", value: -12.5, previous: -3, exact: "-12.500000" } as Kpi];
    const { rows } = adCsv(
      "google-ads",
      {
        ...base,
        comparison: null,
        kpis: negative,
        series: [],
        accounts: [],
        adGroups: [],
        campaigns: [
          { account: "-US", name: "=1+1", status: null, spend: -4.2, impressions: 10, clicks: 2, conversions: 1, conversionValue: 9, spendPrev: null },
        ],
      },
      { start: "2026-03-01", end: "2026-03-28" } as never,
    );
    const lines = csvText(rows).split("\r\n");
    expect(lines).toContain("Profit,-12.500000,-3");
    expect(lines).toContain("'-US,'=1+1,,-4.2,10,2,1,9,");
  });
});

describe("searchOf", () => {
  it("keeps each key's first value and drops empty ones", () => {
    expect(searchOf({ range: "last90", sources: ["a", "b"], compare: undefined }).toString()).toBe("range=last90&sources=a");
  });
});

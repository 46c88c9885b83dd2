import { describe, expect, it } from "vitest";
import { readCsvTable } from "./parse-csv";
import { checkMapping, convertRows } from "./rows";
import { suggestMapping } from "./fields";
import type { FactKind } from "../catalog";
import type { DateFormat } from "./values";

function convert(kind: FactKind, text: string, dateFormat: DateFormat = "iso") {
  const table = readCsvTable(text);
  const mapping = suggestMapping(kind, table.headers);
  return convertRows(kind, table.headers, table.rows, mapping, dateFormat, "USD");
}

describe("export rows into warehouse rows", () => {
  it("adds up a campaign's day split over several rows, money exactly, and skips the totals", () => {
    const text = [
      "Campaign performance report",
      "Day,Campaign,Device,Impr.,Clicks,Cost,Conversions,Conv. value",
      '2026-11-01,Brand,Mobile,"1,000",10,$0.10,1,"1,000.10"',
      "2026-11-01,Brand,Desktop,500,5,$0.20,0.5,0.20",
      "2026-11-02,Generic,Mobile,--,--,--,--,--",
      "Total: Account,--,--,1500,15,0.30,1.5,1000.30",
    ].join("\n");
    const result = convert("ad", text);
    expect(result.invalid).toEqual([]);
    expect(result.skipped).toBe(1);
    expect(result.valid).toBe(3);
    expect(result.range).toEqual({ start: "2026-11-01", end: "2026-11-02" });
    expect(result.batch.ad).toEqual([
      { date: "2026-11-01", campaignId: "Brand", adGroupId: "", impressions: 1500, clicks: 15, spend: "0.3", conversions: "1.5", conversionValue: "1000.3" },
      { date: "2026-11-02", campaignId: "Generic", adGroupId: "", impressions: 0, clicks: 0, spend: "0", conversions: "0", conversionValue: "0" },
    ]);
    expect(result.batch.campaigns).toEqual([
      { id: "Brand", name: "Brand" },
      { id: "Generic", name: "Generic" },
    ]);
  });

  it("reports each invalid row with its spreadsheet row number and the reason", () => {
    const text = [
      "Day,Campaign,Clicks,Cost",
      "2026-11-01,A,3,1.00",
      "2026-13-01,A,3,1.00",
      "2026-11-02,,3,1.00",
      "2026-11-03,A,2.5,1.00",
      "2026-11-04,A,3,abc",
      "2026-11-05,A,3,-4",
    ].join("\n");
    const result = convert("ad", text);
    expect(result.valid).toBe(1);
    expect(result.invalid).toEqual([
      { row: 3, reason: "Day “2026-13-01” isn't a day in the chosen format" },
      { row: 4, reason: "Campaign is empty" },
      { row: 5, reason: "Clicks must be a whole number" },
      { row: 6, reason: "Spend: “abc” isn't a number" },
      { row: 7, reason: "Spend can't be negative" },
    ]);
  });

  it("counts a Shopify order once across its item lines, and sums orders per day", () => {
    const text = [
      "Name,Created at,Total,Lineitem name",
      "#1001,2026-11-01 09:00:00 -0500,120.50,Shirt",
      "#1001,2026-11-01 09:00:00 -0500,,Socks",
      "#1002,2026-11-01 18:00:00 -0500,79.50,Hat",
      "#1003,2026-11-02 10:00:00 -0500,-20.00,Refund",
    ].join("\n");
    const result = convert("store", text);
    expect(result.invalid).toEqual([]);
    expect(result.skipped).toBe(1);
    expect(result.batch.store).toEqual([
      { date: "2026-11-01", orders: 2, revenue: "200", newCustomers: 0, returningCustomers: 0 },
      { date: "2026-11-02", orders: 1, revenue: "-20", newCustomers: 0, returningCustomers: 0 },
    ]);
  });

  it("reads a Mailchimp report with month-name send days, carrying the source's currency", () => {
    const text = [
      "Title,Send Date,Total Recipients,Successful Deliveries,Unique Opens,Unique Clicks,Total Bounces,Unsubscribes,Unique Id,Total Revenue",
      '"November news","Nov 05, 2026 10:00 am",1000,990,400,50,10,2,abc123,"$1,250.00"',
    ].join("\n");
    const result = convert("email", text);
    expect(result.batch.email).toEqual([
      {
        campaignId: "abc123",
        name: "November news",
        sendDate: "2026-11-05",
        sent: 1000,
        delivered: 990,
        opens: 400,
        clicks: 50,
        bounces: 10,
        unsubscribes: 2,
        revenue: "1250",
        currency: "USD",
      },
    ]);
  });

  it("keeps search rows as they are, position as a number", () => {
    const result = convert("search", "Date,Clicks,Impressions,CTR,Position\n2026-11-01,12,340,3.5%,7.25\n");
    expect(result.batch.search).toEqual([{ date: "2026-11-01", query: "", page: "", country: "", device: "", clicks: 12, impressions: 340, position: 7.25 }]);
  });

  it("reads D/M/Y days when chosen", () => {
    const result = convert("social", "Date,Reach,Posts\n05/11/2026,100,1\n06/11/2026,50,0\n", "dmy");
    expect(result.range).toEqual({ start: "2026-11-05", end: "2026-11-06" });
  });

  it("checks the mapping: required fields, columns the file lacks, at least one number", () => {
    expect(checkMapping("ad", ["Day", "Campaign"], { date: "Day" })).toEqual({
      campaign: "Choose the column that holds campaign.",
      form: "Map at least one number column.",
    });
    expect(checkMapping("search", ["Date", "Clicks"], { date: "Date", clicks: "Nope" })).toEqual({ clicks: "The file has no column “Nope”." });
    expect(checkMapping("search", ["Date", "Clicks"], { date: "Date", clicks: "Clicks" })).toEqual({});
  });
});

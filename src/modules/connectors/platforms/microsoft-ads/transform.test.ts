import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../../core/types";
import { judgeMicrosoftAds } from "./errors";
import { accountChoices, csvFromZip, parseCsv, reportDate, reportDay, reportToFactBatch } from "./transform";
import { readZip, writeZip } from "./zip";

/** A Reporting v13 CSV as downloaded with ExcludeReportHeader/Footer false: BOM, header block, footer. */
const withHeaderAndFooter = [
  '\uFEFF"Report Name: Campaigns 2026-09-30 to 2026-10-01"',
  '"Report Time: 10/2/2026 10:00:00 AM"',
  '"Time Zone: (GMT-08:00) Pacific Time (US & Canada); Tijuana"',
  '"Report Aggregation: Daily"',
  '"Rows: 4"',
  "",
  '"TimePeriod","AccountId","CampaignId","CampaignName","CampaignStatus","CurrencyCode","Impressions","Clicks","Spend","Conversions","Revenue"',
  '"2026-09-30","141454913","555001","Brand","Active","USD","1,200","45","38.12","3","210.00"',
  '"2026-09-30","141454913","555002","Coffee beans, ""single origin""","Paused","USD","80","0","0.00","--",""',
  '"2026-10-01","141454913","555001","Brand","Active","USD","1000","10","0.10","0.5","1,234.56"',
  '"2026-10-01","141454913","555001","Brand","Active","USD","1","1","0.20","0.25","0.01"',
  "",
  '"©2026 Microsoft Corporation. All rights reserved. "',
].join("\r\n");

describe("Microsoft Advertising report CSV → ad rows", () => {
  it("reads strings as exact numbers at campaign level and skips the header block and footer", () => {
    const batch = reportToFactBatch(withHeaderAndFooter);
    expect(batch.account).toEqual({ currency: "USD" });
    expect(batch.ad).toEqual([
      { date: "2026-09-30", campaignId: "555001", adGroupId: "", impressions: 1200, clicks: 45, spend: "38.12", conversions: "3", conversionValue: "210" },
      { date: "2026-09-30", campaignId: "555002", adGroupId: "", impressions: 80, clicks: 0, spend: "0", conversions: "0", conversionValue: "0" },
      // Two rows for the same campaign and day are summed, not floated: 0.10 + 0.20 = 0.3 exactly.
      { date: "2026-10-01", campaignId: "555001", adGroupId: "", impressions: 1001, clicks: 11, spend: "0.3", conversions: "0.75", conversionValue: "1234.57" },
    ]);
    expect(batch.campaigns).toEqual([
      { id: "555001", name: "Brand", status: "Active" },
      { id: "555002", name: 'Coffee beans, "single origin"', status: "Paused" },
    ]);
  });

  it("answers no rows for a report with only column headers, or an empty file", () => {
    expect(reportToFactBatch('"TimePeriod","CampaignId","Impressions","Clicks","Spend"\r\n').ad).toEqual([]);
    expect(reportToFactBatch("").ad).toEqual([]);
    expect(() => reportToFactBatch('"Something","Else"\r\n"1","2"')).toThrow(/column header/);
  });

  it("parses RFC 4180 quoting, line breaks inside quotes and both line endings", () => {
    expect(parseCsv('a,"b ""c""","d\r\ne"\nf,,g')).toEqual([
      ["a", 'b "c"', "d\r\ne"],
      ["f", "", "g"],
    ]);
    expect(reportDay("9/1/2026")).toBe("2026-09-01");
    expect(reportDay("2026-09-01")).toBe("2026-09-01");
    expect(reportDay("©2026 Microsoft")).toBeNull();
    expect(reportDate("2026-02-09")).toEqual({ Day: 9, Month: 2, Year: 2026 });
  });
});

describe("report ZIP", () => {
  const csv = Buffer.from('"TimePeriod","CampaignId","Impressions","Clicks","Spend"\r\n"2026-09-01","1","10","1","2.50"\r\n');

  it("reads what a streaming writer (data descriptors) and a plain writer produce", () => {
    for (const descriptors of [true, false]) {
      const zip = writeZip([{ name: "30000001.csv", data: csv }], { descriptors });
      expect(readZip(zip)).toEqual([{ name: "30000001.csv", data: csv }]);
      expect(reportToFactBatch(csvFromZip(zip)).ad).toEqual([
        { date: "2026-09-01", campaignId: "1", adGroupId: "", impressions: 10, clicks: 1, spend: "2.5", conversions: "0", conversionValue: "0" },
      ]);
    }
  });

  it("refuses corrupt or non-ZIP bytes", () => {
    const zip = writeZip([{ name: "r.csv", data: csv }]);
    const packed = deflateRawSync(csv);
    const at = zip.indexOf(packed);
    const corrupt = Buffer.from(zip);
    corrupt[at + 3] = corrupt[at + 3]! ^ 0xff;
    expect(() => readZip(corrupt)).toThrow();
    expect(() => readZip(Buffer.from("<Error>AuthenticationFailed</Error>"))).toThrow(/Not a ZIP/);
  });
});

describe("Microsoft Advertising accounts and errors", () => {
  it("lists accounts with IANA time zones", () => {
    const choices = accountChoices([
      {
        Id: 141454914,
        Name: "Northwind Coffee UK",
        Number: "F120A1B3",
        CurrencyCode: "GBP",
        TimeZone: "GreenwichMeanTimeDublinEdinburghLisbonLondon",
        AccountLifeCycleStatus: "Active",
      },
      {
        Id: 141454915,
        Name: "Northwind Coffee AU",
        Number: "F120A1B4",
        CurrencyCode: "AUD",
        TimeZone: "CanberraMelbourneSydney",
        AccountLifeCycleStatus: "Pause",
      },
      { Id: 1, Name: "Draft", AccountLifeCycleStatus: "Draft" },
    ]);
    expect(choices).toEqual([
      { id: "141454915", name: "Northwind Coffee AU", currency: "AUD", timeZone: "Australia/Sydney", detail: "F120A1B4 · Pause" },
      { id: "141454914", name: "Northwind Coffee UK", currency: "GBP", timeZone: "Europe/London", detail: "F120A1B3" },
    ]);
  });

  const answer = (status: number, body: unknown): HttpAnswer => ({ status, headers: new Headers(), body, text: JSON.stringify(body) });
  const fault = (Code: number, ErrorCode: string) => ({
    OperationErrors: [{ Code, ErrorCode, Message: ErrorCode }],
    BatchErrors: [],
    TrackingId: "t",
    Type: "ApiFaultDetail",
  });

  it("waits about a minute on 117 CallRateExceeded, whatever the HTTP status", () => {
    expect(judgeMicrosoftAds(answer(400, fault(117, "CallRateExceeded")))).toMatchObject({ kind: "retry", afterMs: 60_000 });
    expect(judgeMicrosoftAds(answer(429, fault(117, "CallRateExceeded")))).toMatchObject({ kind: "retry", afterMs: 60_000 });
  });

  it("refreshes an expired token, explains access problems, passes successes", () => {
    expect(judgeMicrosoftAds(answer(401, fault(109, "AuthenticationTokenExpired")))?.kind).toBe("reauth");
    expect(judgeMicrosoftAds(answer(400, fault(106, "UserIsNotAuthorized")))).toMatchObject({ kind: "fail" });
    expect(judgeMicrosoftAds(answer(400, fault(100, "NullRequest")))).toMatchObject({ kind: "fail", message: expect.stringContaining("NullRequest") });
    expect(judgeMicrosoftAds(answer(200, { ReportRequestId: "1" }))).toBeNull();
    expect(judgeMicrosoftAds(answer(200, ""))).toBeNull();
  });
});

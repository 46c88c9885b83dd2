import { describe, expect, it } from "vitest";
import { currencyWarnings, normalizeHeader, suggestMapping } from "./fields";

describe("column suggestions by header name", () => {
  it("recognises a Google Ads campaign export", () => {
    expect(suggestMapping("ad", ["Day", "Campaign", "Impr.", "Clicks", "Cost", "Conversions", "Conv. value"])).toEqual({
      date: "Day",
      campaign: "Campaign",
      impressions: "Impr.",
      clicks: "Clicks",
      spend: "Cost",
      conversions: "Conversions",
      conversionValue: "Conv. value",
    });
  });

  it("recognises a Meta ads export, link clicks over all clicks", () => {
    const headers = ["Reporting starts", "Reporting ends", "Campaign name", "Ad set name", "Impressions", "Clicks (all)", "Link clicks", "Amount spent (USD)"];
    expect(suggestMapping("ad", headers)).toEqual({
      date: "Reporting starts",
      campaign: "Campaign name",
      adGroup: "Ad set name",
      impressions: "Impressions",
      clicks: "Link clicks",
      spend: "Amount spent (USD)",
    });
  });

  it("recognises a Search Console dates export", () => {
    expect(suggestMapping("search", ["Date", "Clicks", "Impressions", "CTR", "Position"])).toEqual({
      date: "Date",
      clicks: "Clicks",
      impressions: "Impressions",
      position: "Position",
    });
  });

  it("recognises a GA4 traffic acquisition export", () => {
    const headers = [
      "Session primary channel group (Default Channel Group)",
      "Date",
      "Sessions",
      "Engaged sessions",
      "Total users",
      "Key events",
      "Total revenue",
    ];
    expect(suggestMapping("web", headers)).toEqual({
      date: "Date",
      channel: "Session primary channel group (Default Channel Group)",
      sessions: "Sessions",
      users: "Total users",
      engagedSessions: "Engaged sessions",
      keyEvents: "Key events",
      revenue: "Total revenue",
    });
  });

  it("recognises a Shopify orders export", () => {
    const headers = ["Name", "Email", "Financial Status", "Paid at", "Currency", "Subtotal", "Shipping", "Taxes", "Total", "Created at", "Lineitem quantity"];
    expect(suggestMapping("store", headers)).toEqual({ date: "Created at", orderId: "Name", revenue: "Total" });
  });

  it("recognises a Mailchimp campaign report", () => {
    const headers = [
      "Title",
      "Subject",
      "List",
      "Send Date",
      "Total Recipients",
      "Successful Deliveries",
      "Total Bounces",
      "Unique Opens",
      "Unique Clicks",
      "Unsubscribes",
      "Unique Id",
      "Total Revenue",
    ];
    expect(suggestMapping("email", headers)).toEqual({
      campaignId: "Unique Id",
      name: "Title",
      sendDate: "Send Date",
      sent: "Total Recipients",
      delivered: "Successful Deliveries",
      opens: "Unique Opens",
      clicks: "Unique Clicks",
      bounces: "Total Bounces",
      unsubscribes: "Unsubscribes",
      revenue: "Total Revenue",
    });
  });

  it("keeps the last upload's mapping where the file still has those columns", () => {
    expect(suggestMapping("search", ["Day", "Clicks", "Impressions"], { date: "Day", clicks: "Gone" })).toEqual({
      date: "Day",
      clicks: "Clicks",
      impressions: "Impressions",
    });
  });

  it("normalises punctuation and a bracketed currency", () => {
    expect(normalizeHeader("Amount spent (USD)")).toBe("amount spent");
    expect(normalizeHeader("Session source / medium")).toBe("session source medium");
    expect(normalizeHeader("Clicks (all)", true)).toBe("clicks");
  });

  it("warns when a money column names another currency than the source's", () => {
    expect(currencyWarnings("ad", { spend: "Amount spent (EUR)" }, "USD")).toHaveLength(1);
    expect(currencyWarnings("ad", { spend: "Amount spent (USD)" }, "USD")).toEqual([]);
  });
});

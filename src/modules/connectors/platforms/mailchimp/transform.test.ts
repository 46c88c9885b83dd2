import { describe, expect, it } from "vitest";
import { judgeMailchimp } from "./errors";
import { accountTimeZone, decimalOf, listsToAccounts, reportsToEmailRows, sendTimeRange, type MailchimpReport } from "./transform";

/** A recorded GET /3.0/reports page (trimmed), as Mailchimp sends it. */
const recorded: { reports: MailchimpReport[]; total_items: number } = {
  reports: [
    {
      id: "42694e9e57",
      campaign_title: "September Newsletter",
      type: "regular",
      list_id: "57afe96172",
      subject_line: "New arrivals",
      emails_sent: 5120,
      unsubscribed: 14,
      // 03:30 UTC on Sep 4 is 23:30 on Sep 3 in New York.
      send_time: "2026-09-04T03:30:00+00:00",
      bounces: { hard_bounces: 8, soft_bounces: 21, syntax_errors: 2 },
      opens: { opens_total: 2890, unique_opens: 1788 },
      clicks: { clicks_total: 640, unique_clicks: 410, unique_subscriber_clicks: 380 },
      ecommerce: { total_orders: 11, total_spent: 980.5, total_revenue: 980.5, currency_code: "USD" },
    },
    {
      id: "5a1c0e8f11",
      campaign_title: "",
      subject_line: "Autumn sale",
      type: "plaintext",
      list_id: "57afe96172",
      emails_sent: "200",
      unsubscribed: "0",
      send_time: "2026-09-04T12:00:00+00:00",
      bounces: { hard_bounces: "0", soft_bounces: "1", syntax_errors: "0" },
      opens: { unique_opens: "50" },
      clicks: { unique_clicks: "7" },
      ecommerce: { total_revenue: 0, currency_code: "USD" },
    },
    { id: "other-list", campaign_title: "Other audience", list_id: "b3c9d20e41", emails_sent: 10, send_time: "2026-09-04T12:00:00+00:00" },
    { id: "draft", campaign_title: "Never sent", list_id: "57afe96172", emails_sent: 0, send_time: "" },
    { id: "no-ecommerce", campaign_title: "Plain", list_id: "57afe96172", emails_sent: 3, send_time: "2026-09-05T12:00:00+00:00" },
  ],
  total_items: 5,
};

describe("Mailchimp reports → email rows", () => {
  it("maps a send to its day in the account's zone with unique opens, unique clicks and hard+soft bounces", () => {
    const rows = reportsToEmailRows(recorded.reports, "57afe96172", "America/New_York");
    expect(rows[0]).toEqual({
      campaignId: "42694e9e57",
      name: "September Newsletter",
      sendDate: "2026-09-03",
      sent: 5120,
      delivered: 5091,
      opens: 1788,
      clicks: 410,
      bounces: 29,
      unsubscribes: 14,
      revenue: "980.5",
      currency: "USD",
    });
  });

  it("reads numbers sent as strings, falls back to the subject for a blank title, and leaves out other audiences and unsent drafts", () => {
    const rows = reportsToEmailRows(recorded.reports, "57afe96172", "America/New_York");
    expect(rows.map((r) => r.campaignId)).toEqual(["42694e9e57", "5a1c0e8f11", "no-ecommerce"]);
    expect(rows[1]).toMatchObject({ name: "Autumn sale", sendDate: "2026-09-04", sent: 200, delivered: 199, opens: 50, clicks: 7, bounces: 1, revenue: "0" });
    expect(rows[2]).toMatchObject({ revenue: "0", currency: null, opens: 0 });
  });

  it("dates the same send in UTC when that is the account's zone", () => {
    expect(reportsToEmailRows(recorded.reports, "57afe96172", "UTC")[0]!.sendDate).toBe("2026-09-04");
  });

  it("answers no rows for an empty page", () => {
    expect(reportsToEmailRows([], "57afe96172", "UTC")).toEqual([]);
  });

  it("keeps revenue exact without float arithmetic", () => {
    expect(decimalOf(980.5)).toBe("980.5");
    expect(decimalOf(0.1)).toBe("0.1");
    expect(decimalOf("1234.56")).toBe("1234.56");
    expect(decimalOf(null)).toBe("0");
    expect(decimalOf(1e-7)).toBe("0");
  });

  it("asks for the window's sends from the account's midnight to the next", () => {
    expect(sendTimeRange({ start: "2026-10-30", end: "2026-11-02" }, "America/New_York")).toEqual({
      since_send_time: "2026-10-30T04:00:00+00:00",
      before_send_time: "2026-11-03T05:00:00+00:00",
    });
  });

  it("uses the account's time zone, or UTC when Mailchimp gives none", () => {
    expect(accountTimeZone({ account_timezone: "Europe/Paris" })).toBe("Europe/Paris");
    expect(accountTimeZone({ account_timezone: "" })).toBe("UTC");
    expect(accountTimeZone({ account_timezone: "Mars/Olympus" })).toBe("UTC");
    expect(listsToAccounts([{ id: "57afe96172", name: "Newsletter", stats: { member_count: 48210 } }], "UTC")).toEqual([
      { id: "57afe96172", name: "Newsletter", timeZone: "UTC", detail: "48,210 contacts" },
    ]);
  });
});

describe("Mailchimp throttle signals", () => {
  const answer = (status: number, body: unknown, text = "") => ({ status, headers: new Headers(), body, text });
  it("waits out 429 and a bare 403, re-authenticates on 401, and fails on a real 403 problem", () => {
    expect(judgeMailchimp(answer(429, { type: "x", title: "Too Many Requests", status: 429, detail: "…" }))?.kind).toBe("retry");
    expect(judgeMailchimp(answer(403, "<html>Forbidden</html>", "<html>Forbidden</html>"))?.kind).toBe("retry");
    expect(judgeMailchimp(answer(401, { title: "API Key Invalid", status: 401 }))?.kind).toBe("reauth");
    expect(judgeMailchimp(answer(403, { title: "Forbidden", status: 403, detail: "You don't have permission" }))).toMatchObject({ kind: "fail" });
    expect(judgeMailchimp(answer(200, { reports: [] }))).toBeNull();
  });
});

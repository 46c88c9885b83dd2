import { describe, expect, it } from "vitest";
import { scheduledQuery, scheduledRange } from "./scheduled-view";

describe("the view a scheduled report mails", () => {
  it("keeps the view's comparison and filters, and sets the frequency's range", () => {
    const q = scheduledQuery("?range=custom&from=2026-01-01&to=2026-01-31&compare=year&sources=1b4e28ba-2fa1-11d2-883f-0016d3cca427&tab=campaigns", "weekly");
    const p = new URLSearchParams(q);
    expect(p.get("range")).toBe("last7");
    expect(p.get("from")).toBeNull();
    expect(p.get("to")).toBeNull();
    expect(p.get("compare")).toBe("year");
    expect(p.get("sources")).toBe("1b4e28ba-2fa1-11d2-883f-0016d3cca427");
    expect(p.get("tab")).toBe("campaigns");
  });

  it("covers last month for a monthly report, from an empty view too", () => {
    expect(scheduledQuery("", "monthly")).toBe("range=lastMonth");
    expect(scheduledQuery("path=/x&range=today", "monthly")).toBe("range=lastMonth");
  });

  it("resolves the days in the schedule's time zone when it is sent", () => {
    // Monday 2026-03-02 06:00 UTC is still Sunday 1 March in Los Angeles.
    const now = new Date("2026-03-02T06:00:00Z");
    expect(scheduledRange("range=last7", "UTC", now)).toEqual({ days: { start: "2026-02-23", end: "2026-03-01" }, label: "Last 7 days" });
    expect(scheduledRange("range=last7", "America/Los_Angeles", now)).toEqual({ days: { start: "2026-02-22", end: "2026-02-28" }, label: "Last 7 days" });
    expect(scheduledRange("range=lastMonth", "UTC", now)).toEqual({ days: { start: "2026-02-01", end: "2026-02-28" }, label: "Last month" });
    expect(scheduledRange("range=lastMonth", "America/Los_Angeles", new Date("2026-03-01T06:00:00Z")).days).toEqual({ start: "2026-01-01", end: "2026-01-31" });
  });
});

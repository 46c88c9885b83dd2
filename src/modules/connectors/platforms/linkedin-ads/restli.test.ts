import { describe, expect, it } from "vitest";
import { halves, parseRestliDateRange, parseRestliList, restliDateRange, restliUrnList, urnId, windowsUnderCap } from "./restli";

describe("Rest.li query syntax", () => {
  it("writes dateRange and URN lists the way LinkedIn reads them", () => {
    expect(restliDateRange({ start: "2026-09-01", end: "2026-09-07" })).toBe("(start:(year:2026,month:9,day:1),end:(year:2026,month:9,day:7))");
    expect(restliUrnList(["urn:li:sponsoredAccount:502840441"])).toBe("List(urn%3Ali%3AsponsoredAccount%3A502840441)");
  });

  it("reads them back", () => {
    expect(parseRestliDateRange("(start:(year:2026,month:8,day:26),end:(year:2026,month:9,day:6))")).toEqual({ start: "2026-08-26", end: "2026-09-06" });
    expect(parseRestliDateRange("2026-09-01")).toBeNull();
    expect(parseRestliList("List(urn%3Ali%3AsponsoredAccount%3A1,urn:li:sponsoredAccount:2)")).toEqual([
      "urn:li:sponsoredAccount:1",
      "urn:li:sponsoredAccount:2",
    ]);
    expect(urnId("urn:li:sponsoredCampaign:612345001")).toBe("612345001");
  });

  it("cuts a window so days × campaigns stays under the 15,000-element cap", () => {
    expect(windowsUnderCap({ start: "2026-01-01", end: "2026-03-31" }, 6)).toEqual([{ start: "2026-01-01", end: "2026-03-31" }]);
    const parts = windowsUnderCap({ start: "2026-01-01", end: "2026-03-31" }, 400);
    expect(parts[0]).toEqual({ start: "2026-01-01", end: "2026-02-06" });
    expect(parts.at(-1)!.end).toBe("2026-03-31");
    expect(windowsUnderCap({ start: "2026-01-01", end: "2026-01-03" }, 20_000)).toHaveLength(3);
    expect(halves({ start: "2026-01-30", end: "2026-02-02" })).toEqual([
      { start: "2026-01-30", end: "2026-01-31" },
      { start: "2026-02-01", end: "2026-02-02" },
    ]);
  });
});

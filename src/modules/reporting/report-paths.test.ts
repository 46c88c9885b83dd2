import { describe, expect, it } from "vitest";
import { routes } from "@/modules/shell";
import type { ReportView } from "./contracts/report-view";
import { AD_REPORT_PATHS, adReportHref, campaignHref, isReportPath, REPORT_PATHS, reportAt } from "./report-paths";

describe("report paths", () => {
  it("lists the fourteen report pages of ROUTES.md with their registry titles", () => {
    expect(REPORT_PATHS).toHaveLength(14);
    for (const report of REPORT_PATHS) {
      expect(routes.find((r) => r.url === report.path)?.title, report.path).toBe(report.title);
    }
  });

  it("knows a report only by its exact path", () => {
    expect(reportAt("/marketing-dashboard/ppc-dashboard/google-ads")?.title).toBe("Google Ads report");
    for (const path of [
      "/marketing-dashboard/home",
      "/marketing-dashboard/ppc-dashboard/google-ads/",
      "/marketing-dashboard/ppc-dashboard/google-ads?x=1",
      "/MARKETING-DASHBOARD/shopify-dashboard",
      "https://evil.example/marketing-dashboard/shopify-dashboard",
    ]) {
      expect(isReportPath(path), path).toBe(false);
    }
  });
});

describe("links into an ad platform's report", () => {
  const GA = "11111111-1111-4111-8111-111111111111";
  const GA2 = "22222222-2222-4222-8222-222222222222";
  const META = "33333333-3333-4333-8333-333333333333";
  const sources = [
    { id: GA, platform: "google-ads" },
    { id: GA2, platform: "google-ads" },
    { id: META, platform: "facebook-ads" },
  ];
  const view: ReportView = {
    preset: "custom",
    from: "2026-10-01",
    to: "2026-10-31",
    compare: "year",
    grain: "week",
    sourceIds: [GA, META],
    campaignIds: ["c-9"],
    metric: "sessions",
  };
  const paramsOf = (href: string | null) => Object.fromEntries(new URL(href!, "http://x").searchParams);

  it("go to a report page of the registry", () => {
    for (const path of Object.values(AD_REPORT_PATHS)) expect(isReportPath(path), path).toBe(true);
  });

  it("keep the range, the comparison, the grain and the accounts of that platform, and drop the other report's campaign and chart metric", () => {
    const href = adReportHref("google-ads", view, sources)!;
    expect(href.startsWith("/marketing-dashboard/ppc-dashboard/google-ads?")).toBe(true);
    expect(paramsOf(href)).toEqual({ range: "custom", from: "2026-10-01", to: "2026-10-31", compare: "year", grain: "week", sources: GA });
    expect(paramsOf(adReportHref("facebook-ads", view, sources))).toMatchObject({ sources: META });
  });

  it("leave the account filter out when none of the chosen accounts is that platform's, and stay short for the default view", () => {
    expect(paramsOf(adReportHref("microsoft-ads", view, sources)).sources).toBeUndefined();
    const plain: ReportView = { preset: "last28", compare: "previous", grain: "day", sourceIds: [], campaignIds: [] };
    expect(adReportHref("linkedin-ads", plain, sources)).toBe("/marketing-dashboard/ppc-dashboard/linkedin-ads");
    expect(paramsOf(adReportHref("google-ads", { ...plain, preset: "last7", compare: "none" }, sources))).toEqual({ range: "last7", compare: "none" });
  });

  it("open a campaign on its platform's report with its account, keeping the days and comparison", () => {
    const href = campaignHref("google-ads", view, { sourceId: GA2, campaignId: "cmp 42/x" });
    expect(paramsOf(href)).toEqual({
      range: "custom",
      from: "2026-10-01",
      to: "2026-10-31",
      compare: "year",
      grain: "week",
      sources: GA2,
      campaigns: "cmp 42/x",
    });
  });

  it("have nowhere to go for a platform without a report page", () => {
    expect(adReportHref("csv", view, sources)).toBeNull();
    expect(campaignHref("google-analytics", view, { sourceId: GA, campaignId: "1" })).toBeNull();
  });
});

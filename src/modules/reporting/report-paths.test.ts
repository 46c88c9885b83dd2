import { describe, expect, it } from "vitest";
import { routes } from "@/modules/shell";
import { isReportPath, REPORT_PATHS, reportAt } from "./report-paths";

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

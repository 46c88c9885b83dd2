import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { conversionsFormat, type ReportView } from "../../contracts/report-view";
import type { Row, WorkspaceFormat } from "../../contracts/report.contracts";
import { CampaignSections } from "./campaign-sections";
import { ConversionsSwitchView } from "./conversions-switch";
import { formatMetric } from "./format";
import { KpiGrid } from "./report-parts";

const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never;
const render = (el: ReactElement) => renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, el));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const format: WorkspaceFormat = { timeZone: "UTC", currency: "USD", locale: "en-US", weekStart: "monday" };
const view: ReportView = { preset: "last7", compare: "none", grain: "day", sourceIds: [], campaignIds: ["1"] };

describe("fractional conversions", () => {
  it("are offered by Google Ads and Microsoft Advertising reports only, and only shown when asked for", () => {
    expect(conversionsFormat("google-ads", { fractions: true })).toBe("decimal");
    expect(conversionsFormat("microsoft-ads", { fractions: true })).toBe("decimal");
    expect(conversionsFormat("google-ads", {})).toBe("count");
    for (const platform of ["linkedin-ads", "facebook-ads", "instagram-ads"]) expect(conversionsFormat(platform, { fractions: true })).toBe("count");
  });

  it("show rounded to whole numbers by default, with up to 2 decimals when on", () => {
    expect(formatMetric(12.345, "count", format)).toBe("12");
    expect(formatMetric(12.345, "decimal", format)).toBe("12.35");
    expect(formatMetric(12.5, "decimal", format)).toBe("12.5");
    expect(formatMetric(12, "decimal", format)).toBe("12");
    const kpi = (fmt: "count" | "decimal") =>
      text(
        render(
          createElement(KpiGrid, { kpis: [{ key: "conversions", label: "Conversions", format: fmt, value: 41.37, previous: null }], format, compared: false }),
        ),
      );
    expect(kpi("count")).toBe("Conversions 41");
    expect(kpi("decimal")).toBe("Conversions 41.37");
  });

  it("reach a campaign's ad groups and days", () => {
    const groups: Row[] = [{ sourceId: "s", adGroupId: "g", name: "Brand exact", spend: 10, clicks: 5, impressions: 50, conversions: 2.46 }];
    const sections = (conversions?: "count" | "decimal") =>
      text(
        render(
          createElement(CampaignSections, {
            path: "/marketing-dashboard/ppc-dashboard/google-ads",
            view,
            name: "Brand",
            adGroups: groups,
            series: [{ x: "2026-11-20", prevX: null, spend: 10, clicks: 5, impressions: 50, conversions: 2.46 }],
            format,
            compared: false,
            total: (key) => (key === "conversions" ? 2.46 : null),
            ...(conversions ? { conversions } : {}),
          }),
        ),
      );
    expect(sections()).not.toContain("2.46");
    expect(sections("decimal").match(/2\.46/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("have a labelled switch that says what it does", () => {
    const off = render(createElement(ConversionsSwitchView, { on: false, platformName: "Google Ads", onToggle: () => {} }));
    expect(off).toMatch(/<label[^>]*><input type="checkbox"[^>]*\/>/);
    expect(off).not.toContain("checked");
    expect(text(off)).toBe("Show fractional conversions Google Ads can credit part of a conversion to an ad. Conversions are rounded to whole numbers.");
    const on = render(createElement(ConversionsSwitchView, { on: true, platformName: "Microsoft Advertising", onToggle: () => {} }));
    expect(on).toContain('checked=""');
    expect(text(on)).toContain("Conversions show up to 2 decimals.");
  });
});

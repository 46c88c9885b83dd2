import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReportView } from "../../contracts/report-view";
import type { Row, SeriesPoint, WorkspaceFormat } from "../../contracts/report.contracts";
import { campaignHref } from "../../report-paths";
import { CampaignName } from "./campaign-name";
import { CampaignSections } from "./campaign-sections";
import { AnomalyList, MoverList } from "./insights-panels";

/** The app router as pages have it (AppLink reads it with useRouter); nothing here navigates. */
const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never;
const render = (el: ReactElement) => renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, el));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const SOURCE = "11111111-1111-4111-8111-111111111111";
const PATH = "/marketing-dashboard/ppc-dashboard/google-ads";
const format: WorkspaceFormat = { timeZone: "UTC", currency: "USD", locale: "en-US", weekStart: "monday" };
const view: ReportView = { preset: "last7", compare: "year", grain: "day", sourceIds: [SOURCE], campaignIds: ["8901001"] };
const group = (name: string, spend: number, clicks: number): Row => ({ sourceId: SOURCE, adGroupId: name, name, spend, clicks, impressions: clicks * 10 });
const point = (x: string, spend: number): SeriesPoint => ({ x, prevX: null, spend, clicks: 1, impressions: 10 });

describe("a campaign opened from its row", () => {
  it("links the row's name to the campaign on its platform's report, keeping the view", () => {
    const row: Row = { name: "Search - Brand", account: "Northwind Shoes US", status: "ENABLED", sourceId: SOURCE, campaignId: "8901001" };
    const html = render(
      createElement(CampaignName, { row, status: true, href: campaignHref("google-ads", view, { sourceId: SOURCE, campaignId: "8901001" }) }),
    );
    expect(html).toContain(`href="${PATH}?range=last7&amp;compare=year&amp;sources=${SOURCE}&amp;campaigns=8901001"`);
    expect(text(html)).toContain("Search - Brand Northwind Shoes US enabled");
    expect(render(createElement(CampaignName, { row, href: null }))).not.toContain("<a ");
  });

  it("shows the campaign's ad groups and its days, and the way back to all campaigns with the same view", () => {
    const html = render(
      createElement(CampaignSections, {
        path: PATH,
        view,
        name: "Search - Brand",
        adGroups: [group("Brand exact", 120.5, 30), group("Brand phrase", 80, 12)],
        series: [point("2026-11-20", 90), point("2026-11-21", 110.5)],
        format,
        compared: false,
        total: (key) => ({ spend: 200.5, clicks: 42, impressions: 420 })[key] ?? null,
      }),
    );
    const t = text(html);
    expect(t).toContain("Showing the campaign Search - Brand . All campaigns");
    expect(html).toContain(`href="${PATH}?range=last7&amp;compare=year&amp;sources=${SOURCE}"`);
    expect(t).toContain("Ad groups of Search - Brand");
    expect(t).toMatch(/Brand exact \$120\.50 .*Brand phrase \$80\.00/);
    expect(t).toContain("Search - Brand by day");
    expect(t).toMatch(/Nov 21, 2026 \$110\.50 .*Nov 20, 2026 \$90\.00/);
    expect(t).toContain("Total $200.50");
  });

  it("says when the campaign had nothing in the range", () => {
    const html = render(
      createElement(CampaignSections, { path: PATH, view, name: "Quiet", adGroups: [], series: [], format, compared: false, total: () => null }),
    );
    expect(text(html)).toContain("This campaign had no activity in this range.");
  });
});

describe("campaigns named in insights", () => {
  const anomaly = {
    day: "2026-11-20",
    platform: "google-ads",
    platformName: "Google Ads",
    account: "Northwind Shoes US",
    sourceId: SOURCE,
    campaignId: "8901001",
    campaign: "Search - Brand",
    metric: "spend",
    metricLabel: "Spend",
    format: "money" as const,
    value: 1000,
    expected: 100,
    low: 90,
    high: 110,
    change: 9,
    direction: "up" as const,
  };
  const mover = { ...anomaly, metric: "spend" as const, previous: 1400, delta: 900, change: 900 / 1400 };
  const href = `href="${PATH}?range=last7&amp;compare=year&amp;sources=${SOURCE}&amp;campaigns=8901001"`;

  it("open the campaign on its report for the same view, from the anomalies and the movers", () => {
    expect(render(createElement(AnomalyList, { anomalies: [anomaly], format, view }))).toContain(href);
    expect(render(createElement(MoverList, { movers: [mover], format, view }))).toContain(href);
  });

  it("stay plain text where there is no view or no report for the platform", () => {
    expect(render(createElement(AnomalyList, { anomalies: [anomaly], format }))).not.toContain("<a ");
    expect(render(createElement(MoverList, { movers: [{ ...mover, platform: "csv" }], format, view }))).not.toContain("<a ");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReportSource, WorkspaceFormat } from "../contracts/report.contracts";
import { CONNECTIONS, ConnectionHealth, HEALTH_LISTED } from "./home-connection-health";

const format: WorkspaceFormat = { timeZone: "America/Los_Angeles", currency: "USD", locale: "en-US", weekStart: "sunday" };
const source = (i: number, over: Partial<ReportSource> = {}): ReportSource => ({
  id: `s${i}`,
  platform: "google-ads",
  platformName: "Google Ads",
  fact: "ad",
  name: `Northwind Coffee account ${i}`,
  externalAccountId: String(i),
  currency: "USD",
  timeZone: "America/Los_Angeles",
  status: "active",
  lastSyncAt: new Date("2026-11-20T10:00:00Z"),
  lastSuccessAt: new Date("2026-11-20T10:00:00Z"),
  lastError: null,
  dataFrom: "2024-11-20",
  stale: false,
  ...over,
});
const render = (sources: ReportSource[]) => renderToStaticMarkup(createElement(ConnectionHealth, { sources, format }));
const items = (html: string) => html.match(/<li /g)?.length ?? 0;

describe("the home page's connection health", () => {
  it("lists every source when there are few, with no link to more", () => {
    const html = render([source(1), source(2), source(3)]);
    expect(html).toContain("3 data sources · all syncing");
    expect(items(html)).toBe(3);
    expect(html).not.toContain("more.");
  });

  it("says how many more sources there are and links to all of them when the list is cut", () => {
    const html = render(Array.from({ length: 12 }, (_, i) => source(i + 1)));
    expect(html).toContain("12 data sources · all syncing");
    expect(items(html)).toBe(HEALTH_LISTED);
    expect(html).toContain("And 4 more.");
    expect(html).toContain(`href="${CONNECTIONS}"`);
    expect(html).toContain("See all 12 data sources");
  });

  it("puts failing sources first, so a cut list never hides one that needs attention", () => {
    const sources = Array.from({ length: 12 }, (_, i) => source(i + 1, i === 11 ? { status: "error", lastError: "Token expired" } : {}));
    const html = render(sources);
    expect(html).toContain("1 needs attention");
    expect(html.indexOf("Northwind Coffee account 12")).toBeLessThan(html.indexOf("Northwind Coffee account 1<"));
    expect(html).toContain("Last sync failed: Token expired");
    expect(html).toContain("Fix connections");
  });
});

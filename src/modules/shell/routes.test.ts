import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { crumbTrail } from "./crumbs";
import { navigation } from "./nav";
import { isActive } from "./nav-active";
import { pageMetadata } from "./page-head";
import { breadcrumbsFor, crumbTitles, DEFAULT_ROUTE, routeFor, routes, tabRoutes } from "./routes";

describe("route registry", () => {
  it("holds exactly the product routes of ROUTES.md, each under /marketing-dashboard", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "../../../../shared/ROUTES.md"), "utf8");
    const expected = new Set<string>(["/marketing-dashboard/"]);
    for (const line of doc.split("\n").filter((l) => l.startsWith("|") && l.includes("`"))) {
      const cell = line.split("|")[2] ?? "";
      let previous = "";
      for (const [, p = ""] of cell.matchAll(/`([^`]+)`/g)) {
        if (p === "/") continue;
        // "…/paid-ads/new" continues the previous path's parent folder.
        const full = p.startsWith("…/") ? `${previous.split("/").slice(0, -1).join("/")}/${p.slice(2)}` : p.replace(/^\//, "");
        previous = full;
        expected.add(`/marketing-dashboard/${full}`);
      }
    }
    expect(new Set(routes.map((r) => r.url))).toEqual(expected);
    expect(routes).toHaveLength(69);
  });

  it("gives / and /home their own entries", () => {
    expect(routes.filter((r) => r.url === "/marketing-dashboard/" || r.url === "/marketing-dashboard/home")).toHaveLength(2);
    expect(routeFor("/marketing-dashboard").title).toBe("Home");
  });

  it("has a title, meta title and description for every entry, with unique urls", () => {
    expect(new Set(routes.map((r) => r.url)).size).toBe(routes.length);
    for (const r of routes) {
      expect(r.title.length).toBeGreaterThan(2);
      expect(r.metaTitle).toBe(`${r.title} | AI Marketing Tools`);
      expect(r.description.length).toBeGreaterThan(20);
    }
  });

  it("falls back to the default title, description and meta title for an unlisted page", () => {
    expect(routeFor("/marketing-dashboard/nope")).toMatchObject({
      title: "AI Marketing Tools",
      metaTitle: "AI Marketing Tools",
      description: DEFAULT_ROUTE.description,
    });
  });

  it("finds an entry whatever the query string or trailing slash", () => {
    expect(routeFor("/marketing-dashboard/team-chat/?x=1").title).toBe("Team chat");
  });

  it("builds breadcrumbs from registered ancestors", () => {
    expect(breadcrumbsFor("/marketing-dashboard/team-projects/design/new").map((b) => b.title)).toEqual([
      "Team projects",
      "Design projects",
      "New design brief",
    ]);
  });

  it("titles and crumbs the exchange-rates tab of Connections and sources like its Ads tab, without making it a route", () => {
    const connections = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";
    const rates = `${connections}/exchange-rates`;
    expect(routes.map((r) => r.url)).not.toContain(rates);
    expect(tabRoutes.map((r) => r.url)).toEqual([rates, "/marketing-dashboard/settings/general/product-analytics"]);
    expect(routeFor(`${rates}/`)).toMatchObject({ title: "Exchange rates", metaTitle: "Exchange rates | AI Marketing Tools" });
    expect(pageMetadata(rates, "https://app.example.com")).toMatchObject({
      title: { absolute: "Exchange rates" },
      other: { title: "Exchange rates | AI Marketing Tools" },
    });
    for (const tab of [`${connections}/ads`, rates]) {
      const trail = breadcrumbsFor(tab).map(({ url, title }) => ({ url, title }));
      expect(trail.map((c) => c.title)).toEqual(["Connections and sources", routeFor(tab).title]);
      expect(crumbTrail(tab, crumbTitles())).toEqual(trail);
      const active = navigation()
        .flatMap((g) => g.items)
        .filter((item) => isActive(item, tab));
      expect(active.map((item) => item.label)).toEqual(["Connections"]);
    }
  });
});

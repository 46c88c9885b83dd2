import { describe, expect, it } from "vitest";
import { crumbTrail } from "./crumbs";
import { breadcrumbsFor, crumbTitles, routes } from "./routes";

describe("breadcrumbs from the title table", () => {
  it("gives every registered route the same trail as the route registry", () => {
    const titles = crumbTitles();
    for (const route of routes) {
      expect(crumbTrail(route.url, titles)).toEqual(breadcrumbsFor(route.url).map(({ url, title }) => ({ url, title })));
    }
  });

  it("skips unregistered segments and ignores paths outside the product", () => {
    const titles = crumbTitles();
    expect(crumbTrail("/marketing-dashboard/settings/general/unknown/", titles)).toEqual([
      { url: "/marketing-dashboard/settings/general", title: "Workspace settings" },
    ]);
    expect(crumbTrail("/marketing-dashboard-other/home", titles)).toEqual([]);
    expect(crumbTrail("/auth/signin", titles)).toEqual([]);
  });
});

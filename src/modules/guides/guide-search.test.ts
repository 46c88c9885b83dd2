import { describe, expect, it } from "vitest";
import { filterGuides, groupByArea, indexGuides, markdownText, normalize } from "./guide-search";

const guides = indexGuides([
  { slug: "start", title: "Getting started", summary: "The home checklist.", area: "Getting started", body: "## Steps\n\nSelect **Start** next to a step." },
  {
    slug: "workspaces",
    title: "Workspaces",
    summary: "Brand or agency.",
    area: "Getting started",
    body: "Open the [workspace menu](/marketing-dashboard/home).",
  },
  { slug: "theme", title: "Appearance", summary: "Light and dark.", area: "Your account", body: "Choose the `Dark` théme." },
]);
const slugs = (query: string) => filterGuides(guides, query).map((g) => g.slug);

describe("guide search", () => {
  it("shows every guide for an empty or blank query", () => {
    expect(slugs("")).toEqual(["start", "workspaces", "theme"]);
    expect(slugs("   ")).toEqual(["start", "workspaces", "theme"]);
  });

  it("matches the title, the summary and the body, ignoring case", () => {
    expect(slugs("WORKSPACES")).toEqual(["workspaces"]);
    expect(slugs("agency")).toEqual(["workspaces"]);
    expect(slugs("checklist")).toEqual(["start"]);
    expect(slugs("workspace menu")).toEqual(["workspaces"]);
  });

  it("needs every word, in any order", () => {
    expect(slugs("dark light")).toEqual(["theme"]);
    expect(slugs("dark agency")).toEqual([]);
  });

  it("searches the words a reader sees, not the markup or link addresses", () => {
    expect(slugs("**start**")).toEqual([]);
    expect(slugs("marketing-dashboard")).toEqual([]);
    expect(slugs("next to a step")).toEqual(["start"]);
  });

  it("folds accents both ways", () => {
    expect(slugs("theme")).toEqual(["theme"]);
    expect(slugs("thème")).toEqual(["theme"]);
    expect(normalize("  Thé  ME ")).toBe("the me");
  });

  it("groups guides by area, in the order areas first appear", () => {
    expect(groupByArea(guides).map((g) => [g.area, g.guides.map((x) => x.slug)])).toEqual([
      ["Getting started", ["start", "workspaces"]],
      ["Your account", ["theme"]],
    ]);
  });

  it("reads the words of a guide without its markup", () => {
    expect(markdownText("## Theme\nPick **Dark** in the [menu](/marketing-dashboard/home).\n\n- `System`\n\n```\nnpm start\n```")).toBe(
      "Theme\nPick Dark in the menu.\nSystem\nnpm start",
    );
    expect(markdownText("1. Open _Settings_ \\* then last_name")).toBe("Open Settings * then last_name");
  });
});

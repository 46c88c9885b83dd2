import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ChecklistItem } from "../server/checklist.service";
import { HomeView } from "./home-view";

const checklist: ChecklistItem[] = [
  {
    id: "company-profile",
    title: "Fill in your company profile",
    description: "Your brand.",
    done: true,
    href: "/marketing-dashboard/settings/company-profile",
  },
  { id: "teammates", title: "Invite your teammates", description: "Work together.", done: false, href: "/marketing-dashboard/settings/team-access" },
  { id: "sending-domain", title: "Verify a sending domain", description: "Send email.", done: false, href: null },
];
const render = (props: Partial<Parameters<typeof HomeView>[0]> = {}) =>
  renderToStaticMarkup(createElement(HomeView, { workspace: { name: "Northwind", isDemo: false }, checklist, insights: null, ...props }));

describe("the home page", () => {
  it("welcomes the workspace and lists its setup steps with their progress", () => {
    const html = render();
    expect(html).toContain("<h1");
    expect(html).toContain("Welcome to Northwind</h1>");
    expect(html).toContain(">Getting started<");
    expect(html).toContain(">1 of 3 done</span>");
    expect(html).toContain('aria-label="Setup progress: 1 of 3 steps done"');
    expect(html).toMatch(/<ol[^>]*aria-label="Setup steps"/);
    expect(html).toContain('data-step="company-profile" data-done="true"');
    expect(html).toContain('aria-label="Done"');
    expect(html).toContain('aria-label="Not done yet"');
    expect(html).not.toContain("This is a demo workspace");
  });

  it("offers Start only for steps not done that have a page", () => {
    const starts = [...render().matchAll(/<a [^>]*href="([^"]+)"[^>]*>Start<\/a>/g)].map((m) => m[1]);
    expect(starts).toEqual(["/marketing-dashboard/settings/team-access"]);
  });

  it("says when the workspace is the demo", () => {
    expect(render({ workspace: { name: "Demo", isDemo: true } })).toMatch(/role="note"[^]*This is a demo workspace/);
  });

  it("shows the report figures between the welcome and the checklist", () => {
    const html = render({ insights: createElement("section", { "data-testid": "insights" }, "figures") });
    expect(html.indexOf("Welcome to")).toBeLessThan(html.indexOf('data-testid="insights"'));
    expect(html.indexOf('data-testid="insights"')).toBeLessThan(html.indexOf("Getting started"));
  });
});

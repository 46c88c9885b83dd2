import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReportTabs, tabAfterKey } from "./report-tabs";

const tabs = [
  { value: "query", label: "Queries", panel: createElement("table", { "aria-label": "Query" }) },
  { value: "page", label: "Pages", panel: createElement("table", { "aria-label": "Page" }) },
  { value: "device", label: "Devices", panel: createElement("table", { "aria-label": "Device" }) },
];

describe("ReportTabs at first load", () => {
  it("selects the default tab and mounts only its panel, labelled by that tab", () => {
    const html = renderToStaticMarkup(createElement(ReportTabs, { tabs, defaultValue: "page" }));
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*aria-selected="true"[^>]*data-state="active"[^>]*tabindex="0"[^>]*>Pages<\/button>/);
    expect(html.match(/aria-selected="false"[^>]*tabindex="-1"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Page"');
    expect(html).not.toContain('aria-label="Query"');
    const panel = /<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"/.exec(html);
    expect(html).toContain(`aria-controls="${panel![1]}"`);
    expect(html).toContain(`id="${panel![2]}"`);
  });

  it("falls back to the first tab when the default names none", () => {
    const html = renderToStaticMarkup(createElement(ReportTabs, { tabs, defaultValue: "country" }));
    expect(html).toMatch(/aria-selected="true"[^>]*>Queries</);
    expect(html).toContain('aria-label="Query"');
  });
});

describe("tabAfterKey: the arrow, Home and End keys of a tab list", () => {
  it("moves right and left, wrapping at either end", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("jumps to the first and last tab with Home and End, and ignores other keys", () => {
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
    expect(tabAfterKey("Enter", 1, 3)).toBeNull();
    expect(tabAfterKey("toString", 1, 3)).toBeNull();
  });
});

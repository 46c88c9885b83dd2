import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExportAssetsButton } from "../export/export-assets-button";
import { GroupEditor } from "./group-editor";
import { NegativesEditor } from "./negatives-editor";

const noop = () => undefined;

describe("the keyword group editor", () => {
  const group = {
    name: "Espresso",
    keywords: [
      { text: "espresso beans", match: "exact" as const, source: "search-console" as const, impressions: 12_345, clicks: 67, position: 3.25 },
      { text: "buy espresso", match: "phrase" as const, source: "manual" as const },
    ],
  };

  it("shows each keyword with its match type, source and figures, and a message on the row it is about", () => {
    const html = renderToStaticMarkup(
      createElement(GroupEditor, { group, index: 0, errors: { rows: { 1: "Keep a keyword to 10 words." } }, readOnly: false, onChange: noop, onRemove: null }),
    );
    expect(html).toContain('aria-label="Keywords of “Espresso”"');
    expect(html).toContain('aria-label="Match type of “espresso beans”"');
    expect(html).toContain("Google Search Console");
    expect(html).toContain(">12,345<");
    expect(html).toContain(">3.3<");
    expect(html).toContain("Keep a keyword to 10 words.");
    expect(html).toContain('aria-label="Tick every keyword of this group"');
    expect(html).toContain("Add keywords to “Espresso”");
  });

  it("reads without controls for a role that can't edit, and hides figures no keyword has", () => {
    const html = renderToStaticMarkup(
      createElement(GroupEditor, {
        group: { name: "Typed", keywords: [group.keywords[1]!] },
        index: 1,
        errors: { rows: {} },
        readOnly: true,
        onChange: noop,
        onRemove: null,
      }),
    );
    expect(html).not.toContain("<input");
    expect(html).not.toContain("<textarea");
    expect(html).not.toContain("Impressions");
  });

  it("lists negatives with their match type and a remove button each", () => {
    const html = renderToStaticMarkup(
      createElement(NegativesEditor, { negatives: [{ text: "jobs", match: "broad" }], errors: {}, readOnly: false, onChange: noop }),
    );
    expect(html).toContain('aria-label="Remove negative keyword “jobs”"');
    expect(html).toContain("· Broad");
  });
});

describe("the export button", () => {
  it("links to the download with the format in its name, or says to save first", () => {
    const html = renderToStaticMarkup(createElement(ExportAssetsButton, { kind: "keyword-list", assetIds: ["a1", "b2"] }));
    expect(html).toContain('href="/api/assets/export?kind=keyword-list&amp;ids=a1,b2"');
    expect(html).toContain("download");
    expect(html).toContain('aria-label="Export CSV for Google Ads Editor / Microsoft Advertising Editor"');
    const none = renderToStaticMarkup(createElement(ExportAssetsButton, { kind: "meta-ad", assetIds: [] }));
    expect(none).toContain('aria-disabled="true"');
    expect(none).not.toContain("href=");
  });
});

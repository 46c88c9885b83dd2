import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderHostedPage } from "../../pages/render-page";
import { brandVariables, defaultTheme } from "../../pages/page-styles";
import { pageLook } from "../../pages/page-theme";
import { PagePreview } from "./puck-config";

const kit = {
  colours: [
    { name: "Brand red", hex: "#c0392b" },
    { name: "Ink", hex: "#222222" },
  ],
  fonts: { heading: "Playfair Display", body: "Inter" },
  logos: [{ variant: "primary", url: "https://cdn.example.test/logo.png" }],
};

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("the editor's preview", () => {
  it("wears the page's brand kit: the hosted page's colours, fonts and logo", () => {
    const look = pageLook(kit);
    const preview = decode(renderToStaticMarkup(createElement(PagePreview, { look }, createElement("p", null, "Block"))));
    expect(preview).toContain("--aimt-primary:#c0392b");
    expect(preview).toContain("--aimt-text:#222222");
    expect(preview).toContain('--aimt-heading-font:"Playfair Display"');
    expect(preview).toContain('--aimt-body-font:"Inter"');
    expect(preview).toContain('<header class="aimt-header"><img src="https://cdn.example.test/logo.png" alt=""/></header>');
    // The same variables the hosted page sets for this kit.
    const hosted = renderHostedPage({
      data: { root: { props: { title: "T" } }, content: [] },
      pageId: "p",
      workspaceSlug: "ws",
      ...look,
      url: "https://app.example.test/p/ws/t",
      fallbackOgImage: "https://app.example.test/api/og",
      beaconUrl: "/b",
      isDemo: false,
    }).html;
    expect(hosted).toContain(brandVariables(look.theme));
    expect(preview).toContain(brandVariables(look.theme));
  });

  it("uses the default theme without a kit, and never draws an unsafe logo address", () => {
    const plain = renderToStaticMarkup(createElement(PagePreview, { look: pageLook(null) }));
    expect(decode(plain)).toContain(brandVariables(defaultTheme));
    expect(plain).not.toContain("<header");
    const hostile = renderToStaticMarkup(createElement(PagePreview, { look: { theme: defaultTheme, logoUrl: "javascript:alert(1)" } }));
    expect(hostile).not.toContain("javascript:");
  });
});

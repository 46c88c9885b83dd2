import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { previewBrand } from "./kit-tokens";
import { SearchAdPreview } from "./search-ad-preview";
import { plainText } from "~tests/support/html";

const brand = previewBrand(null);
const h = (text: string, pin: 1 | 2 | 3 | null = null) => ({ text, pin });
const d = (text: string, pin: 1 | 2 | null = null) => ({ text, pin });
const render = (kind: "google-rsa" | "microsoft-rsa", fields: Parameters<typeof SearchAdPreview>[0]["fields"]) =>
  renderToStaticMarkup(createElement(SearchAdPreview, { kind, fields, brand }));
/** The headline line of each result shown. */
const headlineLines = (html: string) => Array.from(html.matchAll(/<p class="text-xl[^"]*">([^<]*)<\/p>/g), (m) => m[1]!.replace(/&amp;/g, "&"));

const ad = {
  headlines: [h("Northwind Coffee", 1), h("Roasted this week"), h("Free shipping over $30"), h("Order by noon", 3), h("Ethically sourced")],
  descriptions: [d("Small-batch beans from three farms, roasted to order."), d("Terms apply.", 2), d("Subscribe and skip any week.")],
  path1: "coffee",
  path2: "autumn",
  finalUrl: "https://www.northwindcoffee.example/shop",
};

describe("the search ad preview", () => {
  it("shows a few combinations joined with “ | ”, each with the pinned headlines in their places", () => {
    const lines = headlineLines(render("google-rsa", ad));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const parts = line.split(" | ");
      expect(parts).toHaveLength(3);
      expect(parts[0]).toBe("Northwind Coffee");
      expect(parts[2]).toBe("Order by noon");
    }
    expect(new Set(lines).size).toBe(3);
    expect(plainText(render("google-rsa", ad))).toContain("here are 3 of them.");
  });

  it("ends each description line with the description pinned to position 2", () => {
    const text = plainText(render("google-rsa", ad));
    expect(text.match(/Terms apply\./g)).toHaveLength(3);
    expect(text).not.toMatch(/Terms apply\. \S/);
  });

  it("labels Google's result “Sponsored” with the display URL and its paths, Microsoft's “Ad”", () => {
    const google = render("google-rsa", ad);
    expect(google).toContain('aria-label="Preview of the Google responsive search ad as it may appear on Google Search"');
    expect(plainText(google)).toContain("Sponsored");
    expect(plainText(google)).toContain("northwindcoffee.example › coffee › autumn");
    const microsoft = render("microsoft-rsa", ad);
    expect(microsoft).toContain("as it may appear on Bing");
    expect(plainText(microsoft)).toContain("Ad");
    expect(plainText(microsoft)).toContain("northwindcoffee.example/coffee/autumn");
  });

  it("leaves out path 2 without path 1, as the platforms require", () => {
    expect(plainText(render("google-rsa", { ...ad, path1: " ", path2: "autumn" }))).not.toContain("autumn");
  });

  it("shows placeholders, muted, only in place of empty fields", () => {
    const html = render("google-rsa", { headlines: [h(""), h("  ")], descriptions: [], path1: "", path2: "", finalUrl: "" });
    expect(html.match(/data-placeholder=""/g)).toHaveLength(3);
    expect(plainText(html)).toContain("Your headline | Your second headline");
    expect(plainText(html)).toContain("yourwebsite.com");
    expect(plainText(render("google-rsa", ad))).not.toContain("Your headline");
    expect(render("google-rsa", {})).toContain("Your description");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { applyConsent } from "../../consent/consent";
import { PRODUCT_BANNER_VERSION } from "../../contracts/product-analytics.constants";
import { ProductAnalytics } from "../../views/product-analytics";
import { ConsentBanner } from "./consent-banner";

const buttons = (html: string) => [...html.matchAll(/<button[^>]*class="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => ({ label: m[2], className: m[1] }));

describe("the product's consent banner", () => {
  it("is in the first paint until a choice is made, as a labelled region (not a dialog) hidden from print", () => {
    const html = renderToStaticMarkup(createElement(ConsentBanner, { initial: null }));
    expect(html).toMatch(/^<section aria-labelledby="[^"]+" class="[^"]*print:hidden[^"]*">/);
    expect(html).not.toContain('role="dialog"');
    expect(html).toContain("Cookie choices");
    const answers = buttons(html);
    expect(answers.map((b) => b.label)).toEqual(["Accept all", "Reject all", "Choose"]);
    // Equally easy: the same button for each answer.
    expect(new Set(answers.map((b) => b.className)).size).toBe(1);
  });

  it("stays away once the visitor chose on the current text, and asks again after the wording changed", () => {
    const chosen = applyConsent(null, { type: "reject_all" }, PRODUCT_BANNER_VERSION);
    expect(renderToStaticMarkup(createElement(ConsentBanner, { initial: chosen }))).toBe("");
    const older = applyConsent(null, { type: "accept_all" }, "product-0");
    expect(renderToStaticMarkup(createElement(ConsentBanner, { initial: older }))).toContain("Cookie choices");
  });

  it("isn't there at all when no analytics or ad tag is configured", () => {
    expect(renderToStaticMarkup(createElement(ProductAnalytics, { config: {}, initialConsent: null, userId: null }))).toBe("");
    expect(renderToStaticMarkup(createElement(ProductAnalytics, { config: { gaId: "G-1" }, initialConsent: null, userId: null }))).toContain("Cookie choices");
  });
});

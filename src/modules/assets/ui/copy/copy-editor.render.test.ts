import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCopyChecks, type AssetKind } from "@/modules/ai/client";
import { demoBrandKit } from "../../server/demo-brand-kit";
import { CopyEditor } from "./copy-editor";
import { blockingFindings, emptyFields, findingsFor, normalizeFields, type CopyChecks, type CopyFields } from "./copy-model";

let checks: CopyChecks;
beforeAll(async () => {
  checks = await loadCopyChecks();
});

const render = (kind: AssetKind, fields: CopyFields, extra: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(CopyEditor, { kind, fields, onChange: () => undefined, checks, kit: demoBrandKit, ...extra }));

const rsa = (headlines: string[]): CopyFields => ({
  headlines: headlines.map((text) => ({ text, pin: null })),
  descriptions: [
    { text: "Beans roasted within 48 hours of shipping, at your door every two or four weeks.", pin: null },
    { text: "Subscriptions renew until you pause or cancel them in your account.", pin: null },
  ],
  path1: "coffee",
  path2: "subscription",
  finalUrl: "https://www.northwindcoffee.example/subscription",
});

describe("the copy editor", () => {
  it("counts each headline in the platform's unit and flags one over Google's 30 with the rule that fired", () => {
    const html = render("google-rsa", rsa(["Freshly roasted coffee", "Try a single origin", "Coffee that is roasted to order, weekly"]));
    expect(html).toContain(">22 / 30</p>");
    expect(html).toMatch(/id="copy-google-rsa-headlines-2"[^>]*aria-invalid="true"/);
    expect(html).toContain("Headline 3 is 39 characters; Google allows 30.");
    expect(html).toContain("Limit: google-rsa.headlines.max-length");
    // A clean line is not marked.
    expect(html).not.toMatch(/id="copy-google-rsa-headlines-0"[^>]*aria-invalid/);
  });

  it("shows a brand-lint finding under the line that broke the kit's words", () => {
    const html = render("google-rsa", rsa(["Freshly roasted coffee", "Cheap coffee beans", "Try a single origin"]));
    expect(html).toMatch(/“cheap”/i);
    expect(html).toContain("Brand rule: word to avoid");
    // Under headline 2's field (its findings list is named by the input).
    expect(html).toMatch(/aria-describedby="copy-google-rsa-headlines-1-count copy-google-rsa-headlines-1-findings"/);
  });

  it("offers add, reorder, remove and pins per line, and regenerate only when given", () => {
    const html = render("google-rsa", rsa(["One", "Two", "Three"]));
    expect(html).toContain('aria-label="Pin headline 1"');
    expect(html).toContain('aria-label="Move headline 2 up"');
    expect(html).toContain('aria-label="Remove headline 3"');
    expect(html).toContain("Add headline");
    expect(html).not.toContain("Regenerate this line");
    const withRegen = render("google-rsa", rsa(["One", "Two", "Three"]), { onRegenerateLine: async () => "New" });
    expect(withRegen).toContain("Regenerate this line");
  });

  it("counts X posts as X does, SMS in parts and encoding, and email against Gmail's clip", () => {
    expect(render("x-post", { text: "Brew better at home https://northwindcoffee.com/beans" })).toContain("43 / 280 (as X counts)");
    expect(render("sms", { text: "Your beans roast Monday. Reply STOP to opt out." })).toMatch(/47 \/ 1,600 · 1 part · GSM-7/);
    expect(render("sms", { text: "Café crème ☕ Reply STOP to opt out." })).toContain("UCS-2");
    expect(render("email", { subject: "Your next roast", preheader: "Ethiopia is back", body: "<p>Hello</p>" })).toContain(
      "KB of 102 KB before Gmail clips it",
    );
  });

  it("refuses approval while a hard limit is broken, but not for warnings or brand findings", () => {
    const over = findingsFor("google-rsa", rsa(["Freshly roasted coffee", "Try a single origin", "x".repeat(31)]), checks, demoBrandKit);
    expect(blockingFindings(over).map((f) => f.rule)).toContain("google-rsa.headlines.max-length");
    const fine = findingsFor("google-rsa", rsa(["Freshly roasted coffee", "Cheap coffee beans", "Try a single origin"]), checks, demoBrandKit);
    expect(fine.some((f) => f.source === "brand")).toBe(true);
    expect(blockingFindings(fine)).toEqual([]);
    // An empty new ad has every required line to fill.
    expect(blockingFindings(findingsFor("google-rsa", emptyFields("google-rsa"), checks, null)).length).toBeGreaterThan(0);
  });

  it("reads stored fields of any shape as the editor's", () => {
    expect(normalizeFields("google-rsa", { headlines: ["A", { text: "B", pin: 2 }, { text: "C", pin: 9 }] }).headlines).toEqual([
      { text: "A", pin: null },
      { text: "B", pin: 2 },
      { text: "C", pin: null },
    ]);
    expect(normalizeFields("email", null)).toEqual({ subject: "", preheader: "", body: "" });
  });
});

import { describe, expect, it } from "vitest";
import { bodyWithPreheader } from "./email-copy";

describe("an email from the copy library", () => {
  it("carries its preheader as hidden first text, escaped", () => {
    const html = bodyWithPreheader({ preheader: "Swap <beans> & more", body: "<p>Hello</p>" });
    expect(html).toMatch(/^<div style="display:none[^"]*">Swap &lt;beans&gt; &amp; more<\/div>\n<p>Hello<\/p>$/);
  });

  it("is the body alone without a preheader", () => {
    expect(bodyWithPreheader({ preheader: "  ", body: "<p>Hello</p>" })).toBe("<p>Hello</p>");
  });
});

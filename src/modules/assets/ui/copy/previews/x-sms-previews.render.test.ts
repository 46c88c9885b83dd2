import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadCopyChecks } from "@/modules/ai/client";
import { previewBrand } from "./kit-tokens";
import { SmsPreview } from "./sms-preview";
import { XPostPreview, xCounterState } from "./x-post-preview";
import { plainText } from "~tests/support/html";

const brand = previewBrand(null);
const checks = await loadCopyChecks();
const renderX = (text: string, max = 280) => renderToStaticMarkup(createElement(XPostPreview, { text, brand, max, length: checks.countXWeighted(text, max) }));
const renderSms = (text: string) => renderToStaticMarkup(createElement(SmsPreview, { text, brand, length: checks.countSms(text) }));

describe("the X post preview", () => {
  it("shows a link as X shortens it and counts it 23, an emoji 2", () => {
    const text = "New roast ☕ https://northwindcoffee.com/autumn/blend?utm_source=x #coffee";
    const html = renderX(text);
    const link = /<span class="[^"]*" data-part="link">([^<]*)<\/span>/.exec(html)?.[1];
    expect(link).toBe("northwindcoffee.com/au…");
    expect(html).toContain('data-part="hashtag"');
    // "New roast " 10 + ☕ 2 + " " 1 + link 23 + " #coffee" 8
    expect(plainText(html)).toContain("44 of X's 280 characters");
    expect(html).toContain('data-state="ok"');
    expect(html).toContain('aria-label="Preview of the X post as it may appear on X"');
  });

  it("says how many are left near the limit and how far over past it", () => {
    expect(plainText(renderX("a".repeat(270)))).toContain("10 left of X's 280");
    expect(renderX("a".repeat(270))).toContain('data-state="near"');
    expect(plainText(renderX("a".repeat(290)))).toContain("10 over X's 280");
    expect(renderX("a".repeat(290))).toContain('data-state="over"');
    expect(plainText(renderX("a".repeat(290), 4000))).toContain("290 of X's 4,000");
    expect(xCounterState(260, 280)).toBe("near");
    expect(xCounterState(259, 280)).toBe("ok");
  });

  it("shows a placeholder for an empty post, and says it is counting while X's rules load", () => {
    expect(plainText(renderX(""))).toContain("Your post");
    expect(plainText(renderToStaticMarkup(createElement(XPostPreview, { text: "Hi", brand, length: null })))).toContain("Counting characters as X does…");
  });
});

describe("the SMS preview", () => {
  it("shows the text in a bubble with its segment and GSM-7 encoding", () => {
    const html = renderSms("Northwind: your beans are roasted. Reply STOP to opt out");
    expect(plainText(html)).toContain("1 segment · GSM-7 · 56 / 160");
    expect(html).not.toContain('data-encoding="UCS-2"');
    expect(html).toContain('aria-label="Preview of the SMS as it may appear on a phone"');
    const linked = renderSms("Sale #today at https://northwind.com");
    expect(linked).toContain('data-part="link"');
    expect(linked).not.toContain('data-part="hashtag"');
  });

  it("switches to UCS-2 for one character outside GSM-7, naming it, and counts 70 a segment", () => {
    const html = renderSms("Northwind: your beans are roasted ☕");
    expect(plainText(html)).toContain("1 segment · UCS-2 · 35 / 70");
    expect(html).toContain('data-encoding="UCS-2"');
    expect(plainText(html)).toContain("Sent as Unicode (70 characters a part instead of 160) because of ☕.");
  });

  it("counts a long message's parts at 153 each", () => {
    expect(plainText(renderSms("a".repeat(200)))).toContain("2 segments · GSM-7 · 200 / 306");
    expect(plainText(renderSms(""))).toContain("Your message");
  });
});

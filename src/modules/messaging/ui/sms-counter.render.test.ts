import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SmsCounter } from "./sms-counter";

const render = (text: string, marketing?: boolean) => renderToStaticMarkup(createElement(SmsCounter, { text, marketing }));
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe("SmsCounter", () => {
  it("shows characters over the capacity, the parts and the encoding of a GSM-7 text", () => {
    expect(plain(render("a".repeat(142), false))).toBe("142 / 160 · 1 segment · GSM-7");
  });

  it("counts the opt-out line of marketing texts", () => {
    expect(plain(render("Sale today"))).toBe("32 / 160 · 1 segment · GSM-7");
  });

  it("warns when one character makes the text Unicode, naming it", () => {
    const text = plain(render("Merci, à bientôt", false));
    expect(text).toContain("16 / 70 · 1 segment · UCS-2");
    expect(text).toContain("ô isn't in the GSM alphabet, so the message goes out as Unicode (UCS-2): 70 characters per segment instead of 160. Replace it");
    expect(render("Merci, à bientôt", false)).toContain('role="status"');
  });

  it("names at most three characters and counts the rest", () => {
    expect(plain(render("😀 ç ô ’ —", false))).toContain("😀, ç, ô and 2 more aren't in the GSM alphabet");
    expect(plain(render("It’s here", false))).toContain("’ (curly apostrophe) isn't in the GSM alphabet");
  });

  it("shows no warning for a GSM-7 text", () => {
    expect(render("Hello", false)).not.toContain('role="status"');
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoSmsProviderNote, SmsCostLine } from "./sms-compose-notes";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("the SMS composer without an SMS provider", () => {
  it("says plainly that sending needs a provider, what can be done meanwhile, and where to set one up", () => {
    const html = renderToStaticMarkup(createElement(NoSmsProviderNote));
    const t = text(html);
    expect(t).toContain("Sending texts needs an SMS provider");
    expect(t).toContain(
      "this text can't be sent. You can still write it, preview it as a contact would see it, see who would receive it and what it would cost.",
    );
    expect(html).toMatch(/<a target="_blank"[^>]*href="\/marketing-dashboard\/settings\/data-settings\/domain-verification\?tab=sms">Set up SMS/);
  });

  it("keeps the operator's step (the server's TWILIO_* settings) inside the administrator note", () => {
    const html = renderToStaticMarkup(createElement(NoSmsProviderNote));
    const [before, admin] = html.split("For your administrator");
    expect(before).not.toContain("TWILIO");
    expect(admin).toContain("<code>TWILIO_ACCOUNT_SID</code>");
    expect(admin).toContain("<code>TWILIO_AUTH_TOKEN</code>");
    expect(admin).toContain("<code>TWILIO_FROM_NUMBER</code>");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>For your administrator<\/summary>/);
  });
});

describe("the cost of a text", () => {
  it("counts segments per recipient, the opt-out line included, and for everyone who would receive it", () => {
    expect(text(renderToStaticMarkup(createElement(SmsCostLine, { body: "Our sale starts today!", eligible: 12 })))).toMatch(
      /^Cost per recipient: 1 segment, about 12 segments for 12 recipients SMS providers bill each segment/,
    );
    // 150 GSM characters and the opt-out line: past 160, so two segments of 153.
    expect(text(renderToStaticMarkup(createElement(SmsCostLine, { body: "a".repeat(150), eligible: 1 })))).toContain(
      "Cost per recipient: 2 segments, about 2 segments for 1 recipient",
    );
    expect(text(renderToStaticMarkup(createElement(SmsCostLine, { body: "Hi", eligible: null })))).toMatch(/^Cost per recipient: 1 segment SMS providers/);
    expect(text(renderToStaticMarkup(createElement(SmsCostLine, { body: "Hi", eligible: 0 })))).toMatch(/^Cost per recipient: 1 segment SMS providers/);
  });
});

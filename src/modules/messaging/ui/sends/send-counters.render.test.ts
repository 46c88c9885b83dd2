import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SendCounters, type SendFigures } from "./send-counters";

const figures: SendFigures = {
  channel: "email",
  total: 50,
  sent: 40,
  failed: 1,
  bounced: 2,
  suppressed: 7,
  opened: 10,
  clicked: 3,
  complained: 0,
  unsubscribed: 1,
  suppressedBy: { unsubscribed: 4, no_consent: 3 },
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("SendCounters", () => {
  it("shows an email's opens and clicks as shares of what was sent", () => {
    const out = text(renderToStaticMarkup(createElement(SendCounters, { send: figures })));
    expect(out).toContain("Sent 40");
    expect(out).toContain("Opens 10 25%");
    expect(out).toContain("Clicks 3 7.5%");
    expect(out).toContain("Bounces 2 5%");
  });

  it("lists who was left out by reason, largest first", () => {
    const out = text(renderToStaticMarkup(createElement(SendCounters, { send: figures })));
    expect(out).toContain("Left out 7");
    expect(out.indexOf("unsubscribed 4")).toBeLessThan(out.indexOf("no consent 3"));
  });

  it("leaves out opens, clicks, bounces and complaints for a text message", () => {
    const out = text(renderToStaticMarkup(createElement(SendCounters, { send: { ...figures, channel: "sms" } })));
    expect(out).not.toContain("Opens");
    expect(out).not.toContain("Clicks");
    expect(out).not.toContain("Complaints");
    expect(out).toContain("Unsubscribes 1");
  });
});

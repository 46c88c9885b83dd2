import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress";

const html = (props: Parameters<typeof Progress>[0]) => renderToStaticMarkup(createElement(Progress, props));

describe("Progress renders a progressbar without script", () => {
  it("names the bar and gives its value, clamped, as a percentage", () => {
    const out = html({ value: 142, label: "Google Ads budget" });
    expect(out).toContain('role="progressbar"');
    expect(out).toContain('aria-label="Google Ads budget"');
    expect(out).toContain('aria-valuenow="100"');
    expect(out).toContain('aria-valuetext="100%"');
    expect(out).toContain('data-state="complete"');
    expect(html({ value: 37.4, label: "x" })).toContain("translateX(-62.6%)");
  });

  it("leaves the value out when it isn't known", () => {
    const out = html({ value: null, label: "Crawl" });
    expect(out).toContain('data-state="indeterminate"');
    expect(out).not.toContain("aria-valuenow");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangeBadge } from "./report-parts";

const badge = (value: number, previous: number, inverse = false) =>
  renderToStaticMarkup(createElement(ChangeBadge, { value, previous, inverse, locale: "en-US" }));

describe("a change badge", () => {
  it("shows no change as neutral: no arrow, no colour", () => {
    for (const html of [badge(100, 100), badge(100_000, 100_001), badge(100, 100, true)]) {
      expect(html).toContain("0%");
      expect(html).toContain("text-muted-foreground");
      expect(html).not.toContain("<svg");
      expect(html).not.toMatch(/text-(success|destructive)/);
    }
  });

  it("colours a real change the good or bad way, with its arrow", () => {
    expect(badge(110, 100)).toMatch(/text-success[\s\S]*<svg/);
    expect(badge(90, 100)).toMatch(/text-destructive[\s\S]*<svg/);
    expect(badge(90, 100, true)).toContain("text-success");
  });
});

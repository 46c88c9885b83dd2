import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoModelNote } from "./translate-dialog";

describe("the translate dialog", () => {
  it("with no AI model, says translating needs one and links to the Themes page (no offline translation)", () => {
    const html = renderToStaticMarkup(createElement(NoModelNote));
    expect(html).toContain('role="status"');
    expect(html).toMatch(/Translating needs an AI model/);
    expect(html).toContain('href="/marketing-dashboard/themes"');
    expect(html).toContain("Themes page");
    expect(html).not.toMatch(/npm|AI_[A-Z]/);
  });
});

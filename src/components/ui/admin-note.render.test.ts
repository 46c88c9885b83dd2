import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminNote } from "./admin-note";

describe("AdminNote", () => {
  it("folds the operator's step under a closed 'For your administrator' toggle", () => {
    const html = renderToStaticMarkup(createElement(AdminNote, { testId: "note", children: createElement("p", null, "Set SMTP_HOST.") }));
    expect(html).toMatch(
      /^<details class="group text-sm" data-testid="note"><summary [^>]*>For your administrator<\/summary><div [^>]*><p>Set SMTP_HOST\.<\/p><\/div><\/details>$/,
    );
    expect(html).not.toContain(" open");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/plain-button";
import { ErrorView, RETRY_BUTTON_CLASS } from "./error-view";

describe("the error page", () => {
  it("gives Try again the default Button's classes, without importing the button's class table", () => {
    expect(RETRY_BUTTON_CLASS).toBe(buttonVariants());
  });

  it("says what happened, quotes the reference and offers to try again", () => {
    const html = renderToStaticMarkup(createElement(ErrorView, { digest: "abc123", reset: () => undefined }));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Reference: abc123");
    expect(html).toMatch(/<svg aria-hidden="true"[^>]*>.*<\/svg>/);
    expect(html).toContain(">Try again</button>");
  });
});

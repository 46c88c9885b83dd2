import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/cn";
import { controlClasses } from "./input";
import { NativeSelect, SELECT_CLASS } from "./native-select";

const options = [createElement("option", { key: "a", value: "a" }, "A"), createElement("option", { key: "b", value: "b" }, "B")];

// Recorded from the NativeSelect that merged its classes with `cn`; the plain joins must render it unchanged.
describe("NativeSelect", () => {
  it("gives the select the control's classes and its own, as cn would merge them", () => {
    expect(SELECT_CLASS).toBe(cn(controlClasses, "h-9 cursor-pointer appearance-none py-1 pr-8"));
  });

  it("renders the styled select in a wrapper that takes the caller's classes", () => {
    expect(
      renderToStaticMarkup(createElement(NativeSelect, { id: "range", className: "w-48 print:hidden", defaultValue: "b" }, options)),
    ).toMatchInlineSnapshot(
      `"<div class="relative w-48 print:hidden"><select class="w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive h-9 cursor-pointer appearance-none py-1 pr-8" id="range"><option value="a">A</option><option value="b" selected="">B</option></select><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-60" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></div>"`,
    );
  });

  it("renders without classes of the caller's", () => {
    expect(renderToStaticMarkup(createElement(NativeSelect, { "aria-label": "Metric", disabled: true }, options))).toMatchInlineSnapshot(
      `"<div class="relative"><select class="w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive h-9 cursor-pointer appearance-none py-1 pr-8" aria-label="Metric" disabled=""><option value="a">A</option><option value="b">B</option></select><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-60" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></div>"`,
    );
  });

  it("joins classes that need no merging, with each width its callers give", () => {
    for (const className of [undefined, "w-44", "w-48 print:hidden", "w-52"]) {
      const html = renderToStaticMarkup(createElement(NativeSelect, { className, "aria-label": "Range" }, options));
      for (const [, c] of html.matchAll(/class="([^"]*)"/g)) expect(c).toBe(cn(c));
    }
  });
});

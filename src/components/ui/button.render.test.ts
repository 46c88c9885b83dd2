import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/cn";
import { Button, buttonVariants, type ButtonProps } from "./button";
import { PlainButton } from "./plain-button";

const render = (props: ButtonProps) => renderToStaticMarkup(h(Button, props));

// The markup below was recorded from the Radix Slot + class-variance-authority Button; the light
// Button (no Slot unless `asChild`, a plain lookup instead of cva) must render it unchanged.
describe("Button", () => {
  it("renders each variant with its classes", () => {
    const variants = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;
    expect(Object.fromEntries(variants.map((variant) => [variant, render({ variant, children: "Save" })]))).toMatchInlineSnapshot(`
      {
        "default": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4">Save</button>",
        "destructive": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 h-9 px-4">Save</button>",
        "ghost": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 hover:bg-accent hover:text-accent-foreground h-9 px-4">Save</button>",
        "link": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 text-primary underline-offset-4 hover:underline h-9 px-4">Save</button>",
        "outline": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4">Save</button>",
        "secondary": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-secondary text-secondary-foreground hover:bg-secondary/80 h-9 px-4">Save</button>",
      }
    `);
  });

  it("renders each size with its classes", () => {
    const sizes = ["sm", "md", "lg", "icon"] as const;
    expect(Object.fromEntries(sizes.map((size) => [size, render({ size, "aria-label": "Go", children: "Go" })]))).toMatchInlineSnapshot(`
      {
        "icon": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 size-9" aria-label="Go">Go</button>",
        "lg": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-11 px-6 text-base" aria-label="Go">Go</button>",
        "md": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4" aria-label="Go">Go</button>",
        "sm": "<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-8 px-3 text-xs" aria-label="Go">Go</button>",
      }
    `);
  });

  it("lets a caller's classes override the variant's and size's", () => {
    expect(render({ variant: "outline", size: "sm", className: "h-auto w-full justify-between px-2 py-1 bg-card", children: "Pick" })).toMatchInlineSnapshot(
      `"<button type="button" class="inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input shadow-xs hover:bg-accent hover:text-accent-foreground text-xs h-auto w-full justify-between px-2 py-1 bg-card">Pick</button>"`,
    );
  });

  it("shows a spinner, sets aria-busy and disables while loading; an icon button swaps its icon for the spinner", () => {
    expect(render({ loading: true, type: "submit", children: "Saving" })).toMatchInlineSnapshot(
      `"<button type="submit" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4" disabled="" aria-busy="true" data-loading="true"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-loader-circle lucide-loader-2 animate-spin" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg>Saving</button>"`,
    );
    expect(render({ loading: true, size: "icon", "aria-label": "Refresh", children: h("svg", { "data-icon": "" }) })).toMatchInlineSnapshot(
      `"<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 size-9" disabled="" aria-busy="true" data-loading="true" aria-label="Refresh"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-loader-circle lucide-loader-2 animate-spin" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg></button>"`,
    );
    expect(render({ disabled: true, children: "Off" })).toMatchInlineSnapshot(
      `"<button type="button" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4" disabled="">Off</button>"`,
    );
  });

  it("renders its child with the button's classes and attributes when asChild, joining the child's classes after its own", () => {
    expect(render({ asChild: true, variant: "outline", size: "sm", children: h("a", { href: "/x", className: "mt-3" }, "Open") })).toMatchInlineSnapshot(
      `"<a href="/x" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-8 px-3 text-xs mt-3">Open</a>"`,
    );
    expect(render({ asChild: true, loading: true, disabled: true, id: "b", children: h("a", { href: "/x", id: "a" }, "Open") })).toMatchInlineSnapshot(
      `"<a href="/x" id="a" class="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:shrink-0 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4" aria-busy="true" aria-disabled="true" data-loading="true"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-loader-circle lucide-loader-2 animate-spin" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg>Open</a>"`,
    );
  });

  it("gives light islands the same class string through buttonVariants", () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: "default", size: "md" }));
    expect(buttonVariants({ variant: "ghost", size: "icon" })).toMatchInlineSnapshot(
      `"inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 hover:bg-accent hover:text-accent-foreground size-9"`,
    );
  });

  it("gives every variant and size's classes already merged, so they need no cn", () => {
    for (const variant of ["default", "secondary", "outline", "ghost", "destructive", "link"] as const) {
      for (const size of ["sm", "md", "lg", "icon"] as const) expect(buttonVariants({ variant, size })).toBe(cn(buttonVariants({ variant, size })));
    }
  });
});

describe("PlainButton", () => {
  it("renders as Button does, with its class list as given", () => {
    const classes = `${buttonVariants({ variant: "outline", size: "sm" })} print:hidden`;
    expect(renderToStaticMarkup(h(PlainButton, { className: classes, disabled: true, "aria-label": "Next page" }, "Next"))).toBe(
      render({ variant: "outline", size: "sm", className: "print:hidden", disabled: true, "aria-label": "Next page", children: "Next" }),
    );
    expect(
      renderToStaticMarkup(h(PlainButton, { className: "x", loading: true, iconOnly: true, "aria-label": "Refresh" }, h("svg", { "data-icon": "" }))),
    ).not.toContain("data-icon");
  });
});

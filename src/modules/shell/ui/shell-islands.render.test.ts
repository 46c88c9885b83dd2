import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { MobileNav, OPEN_NAVIGATION_CLASS } from "./mobile-nav";

describe("the shell's client islands", () => {
  it("give the drawer's button the ghost icon Button's classes, resolved without tailwind-merge at first load", () => {
    expect(OPEN_NAVIGATION_CLASS).toBe(cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden"));
  });

  it("render the drawer's button closed, with the drawer not yet loaded", () => {
    const html = renderToStaticMarkup(createElement(MobileNav, { appName: "AI Marketing Tools", children: createElement("nav", null, "links") }));
    expect(html).toMatch(/^<button type="button" class="[^"]+" aria-label="Open navigation" aria-haspopup="dialog" aria-expanded="false"><svg/);
    expect(html).not.toContain("links");
  });
});

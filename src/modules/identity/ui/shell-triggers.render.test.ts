import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ACCOUNT_TRIGGER_CLASS, UserMenu, initials } from "./user-menu";
import { WORKSPACE_TRIGGER_CLASS, WorkspaceSwitcher } from "./workspace-switcher";

const current = { id: "w1", name: "Acme & Co", kind: "brand" as const, isDemo: false, role: "owner" };

describe("the shell's light menu triggers", () => {
  it("carry the classes the design system's Button would give them, resolved without tailwind-merge at first load", () => {
    expect(WORKSPACE_TRIGGER_CLASS).toBe(cn(buttonVariants({ variant: "outline" }), "max-w-[11rem] justify-between gap-2 sm:max-w-[16rem]"));
    expect(ACCOUNT_TRIGGER_CLASS).toBe(cn(buttonVariants({ variant: "ghost", size: "icon" }), "rounded-full bg-primary/10 font-semibold text-primary"));
  });

  it("render the workspace switcher as a closed menu button named by the current workspace", () => {
    const html = renderToStaticMarkup(createElement(WorkspaceSwitcher, { current }));
    expect(html).toMatch(
      /^<button type="button" class="[^"]+" aria-label="Workspace: Acme &amp; Co. Switch workspace" aria-haspopup="menu" aria-expanded="false" data-state="closed">/,
    );
    expect(html).toContain('<span class="truncate">Acme &amp; Co</span>');
  });

  it("render the account menu as a closed menu button named for the person, showing their initials", () => {
    const html = renderToStaticMarkup(createElement(UserMenu, { name: "Ada Lovelace", email: "ada@example.com", theme: "dark" }));
    expect(html).toMatch(
      /^<button type="button" class="[^"]+" aria-label="Account menu for Ada Lovelace" aria-haspopup="menu" aria-expanded="false" data-state="closed">AL<\/button>$/,
    );
    expect(renderToStaticMarkup(createElement(UserMenu, { name: null, email: "ada@example.com", theme: undefined }))).toContain(
      'aria-label="Account menu for ada@example.com"',
    );
  });

  it("take initials from the first two words, or the email, or show a question mark", () => {
    expect(initials("Ada King Lovelace")).toBe("AK");
    expect(initials("ada@example.com")).toBe("A");
    expect(initials("  ")).toBe("?");
  });
});

"use client";

import { Menu } from "@/components/ui/icons";
import { lazy, Suspense, useState, type ReactNode } from "react";

/**
 * Loaded when first opened: the drawer (a Radix dialog) stays out of every page's first load. React's
 * own `lazy`, not `next/dynamic`: the drawer is never rendered on the server (it opens on a press), so
 * next/dynamic's loader and its server bail-out would be weight without use in every first load.
 */
const NavDrawer = lazy(() => import("./nav-drawer").then((m) => ({ default: m.NavDrawer })));

/** `cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")`, resolved, so the first load has no `cn` (see shell-islands.render.test.ts). */
export const OPEN_NAVIGATION_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 hover:bg-accent hover:text-accent-foreground size-9 md:hidden";

/**
 * Below 768 px the sidebar's navigation opens in a drawer. `children` is the navigation, rendered on
 * the server; following any of its links closes the drawer (the current page's link too).
 */
export function MobileNav({ appName, children }: { appName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className={OPEN_NAVIGATION_CLASS}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {asked && (
        <Suspense fallback={null}>
          <NavDrawer appName={appName} open={open} onOpenChange={setOpen}>
            <div onClick={(event) => (event.target as Element).closest("a") && setOpen(false)}>{children}</div>
          </NavDrawer>
        </Suspense>
      )}
    </>
  );
}

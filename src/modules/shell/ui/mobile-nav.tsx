"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Loaded when first opened: the drawer (a Radix dialog) stays out of every page's first load. */
const NavDrawer = dynamic(() => import("./nav-drawer").then((m) => m.NavDrawer), { ssr: false });

/**
 * Below 768 px the sidebar's navigation opens in a drawer. `children` is the navigation, rendered on
 * the server; following any of its links closes the drawer (the current page's link too).
 */
export function MobileNav({ appName, children }: { appName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {asked && (
        <NavDrawer appName={appName} open={open} onOpenChange={setOpen}>
          <div onClick={(event) => (event.target as Element).closest("a") && setOpen(false)}>{children}</div>
        </NavDrawer>
      )}
    </>
  );
}

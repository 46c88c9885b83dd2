"use client";

import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isActive } from "../nav-active";

// Joined without `cn`: no class here overrides another, and the first load stays free of tailwind-merge.
const LINK_CLASS = "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground";
const ACTIVE_CLASS = "bg-accent font-medium text-accent-foreground";

/** A sidebar link that marks itself current for its page and the pages below it. */
export function NavLink({ href, also, children }: { href: string; also?: readonly string[]; children: ReactNode }) {
  const active = isActive({ href, also }, usePathname());
  return (
    <AppLink href={href} aria-current={active ? "page" : undefined} className={active ? `${LINK_CLASS} ${ACTIVE_CLASS}` : LINK_CLASS}>
      {children}
    </AppLink>
  );
}

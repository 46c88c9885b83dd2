"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { isActive } from "../nav-active";

/** A sidebar link that marks itself current for its page and the pages below it. */
export function NavLink({ href, also, children }: { href: string; also?: readonly string[]; children: ReactNode }) {
  const active = isActive({ href, also }, usePathname());
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground",
        active && "bg-accent font-medium text-accent-foreground",
      )}
    >
      {children}
    </Link>
  );
}

"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronRight } from "lucide-react";
import { breadcrumbsFor } from "../routes";

export function Breadcrumbs() {
  const trail = breadcrumbsFor(usePathname());
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        {trail.map((entry, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={entry.url} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ChevronRight className="size-3.5 shrink-0" aria-hidden />}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {entry.title}
                </span>
              ) : (
                <Link href={entry.url} className="truncate hover:text-foreground">
                  {entry.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

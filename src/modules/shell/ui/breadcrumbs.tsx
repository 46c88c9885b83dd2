"use client";

import { ChevronRight } from "@/components/ui/icons";
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { crumbTrail, type CrumbTitles } from "../crumbs";

/** The trail follows client navigation (the layout isn't rendered again); the titles come from the server. */
export function Breadcrumbs({ titles }: { titles: CrumbTitles }) {
  const trail = crumbTrail(usePathname(), titles);
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
                <AppLink href={entry.url} className="truncate hover:text-foreground">
                  {entry.title}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

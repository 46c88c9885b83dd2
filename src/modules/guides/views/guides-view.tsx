"use client";

import { BookOpen, SearchX } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { Guide } from "../guide-file";
import { filterGuides, groupByArea, indexGuides } from "../guide-search";
import { useGuides } from "../hooks/use-guides";

export const GUIDES_PATH = "/marketing-dashboard/settings/guides-and-references";
export const guideHref = (slug: string) => `${GUIDES_PATH}?guide=${encodeURIComponent(slug)}`;

/**
 * Guides grouped by area on the left (above, on narrow screens), the chosen guide on the right.
 * The chosen guide is in the address (`?guide=slug`), so a guide can be linked to; the search
 * filters the list by title, summary and text as you type. Each guide's body comes drawn by the
 * server (`bodies`, by slug: see guides-route.tsx).
 */
export function GuidesView({ bodies }: { bodies: Record<string, ReactNode> }) {
  const { data: guides } = useGuides();
  const indexed = useMemo(() => indexGuides(guides), [guides]);
  const [query, setQuery] = useState("");
  const matches = useMemo(() => filterGuides(indexed, query), [indexed, query]);
  const searchRef = useRef<HTMLInputElement>(null);

  const requested = useSearchParams().get("guide");
  const selected = requested === null ? (guides[0] ?? null) : (guides.find((g) => g.slug === requested) ?? null);
  const searching = query.trim() !== "";

  // A guide picked from the list takes the focus to its title (and scrolls to it on a phone).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!focusOnOpen.current) return;
    focusOnOpen.current = false;
    headingRef.current?.focus();
  }, [selected?.slug]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Guides</h1>
        <p className="text-muted-foreground">How to do each job in AI Marketing Tools, step by step.</p>
      </div>

      <div role="search" className="flex max-w-xl flex-col gap-1.5">
        <Field label="Search guides" htmlFor="guide-search">
          <Input
            ref={searchRef}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Try “theme” or “workspace”"
            autoComplete="off"
          />
        </Field>
        <p role="status" className={cn("text-xs text-muted-foreground", !searching && "sr-only")}>
          {searching ? `${matches.length} of ${guides.length} guides match` : ""}
        </p>
      </div>

      {matches.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title={`No guide matches “${query.trim()}”`}
          description="Try other words, or clear the search to see every guide."
          action={
            <Button
              variant="outline"
              onClick={() => {
                setQuery("");
                searchRef.current?.focus();
              }}
            >
              Clear search
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
          <nav aria-label="Guides" className="flex flex-col gap-5 lg:sticky lg:top-20">
            {groupByArea(matches).map((group, i) => (
              <div key={group.area} className="flex flex-col gap-1">
                <h2 id={`guide-area-${i}`} className="px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  {group.area}
                </h2>
                <ul aria-labelledby={`guide-area-${i}`} className="flex flex-col gap-0.5">
                  {group.guides.map((guide) => {
                    const current = guide.slug === selected?.slug;
                    return (
                      <li key={guide.slug}>
                        <Link
                          href={guideHref(guide.slug)}
                          scroll={false}
                          aria-current={current ? "page" : undefined}
                          onClick={() => {
                            focusOnOpen.current = true;
                          }}
                          className={cn(
                            "flex flex-col gap-0.5 rounded-md px-3 py-2 transition-colors hover:bg-accent hover:text-accent-foreground",
                            current && "bg-accent text-accent-foreground",
                          )}
                        >
                          <span className={cn("text-sm", current && "font-medium")}>{guide.title}</span>
                          <span className="text-xs text-muted-foreground">{guide.summary}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>

          {selected ? (
            <GuideArticle guide={selected} body={bodies[selected.slug]} headingRef={headingRef} />
          ) : (
            <EmptyState
              icon={BookOpen}
              headingLevel="h2"
              title="We couldn't find that guide"
              description="It may have been renamed. Pick a guide from the list."
            />
          )}
        </div>
      )}
    </div>
  );
}

function GuideArticle({ guide, body, headingRef }: { guide: Guide; body: ReactNode; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <article aria-labelledby="guide-title" className="min-w-0">
      <Card>
        <CardHeader className="gap-2">
          <Badge variant="secondary">{guide.area}</Badge>
          <CardTitle as="h2" id="guide-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-xl tracking-tight">
            {guide.title}
          </CardTitle>
          <CardDescription>{guide.summary}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </article>
  );
}

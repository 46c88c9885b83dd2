"use client";

import { FolderOpen, SearchX } from "lucide-react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/ui/use-debounced";
import { formatCount, formatCountOf } from "@/lib/format";
import { assetKindLabel, assetKinds } from "../contracts/items.constants";
import { useAssetAuthors, useAssetCounts, useAssetPages, useRecentAssets, type AssetCounts, type RecentAsset } from "../hooks/use-asset-list";
import { useBrandKits } from "../hooks/use-brand-kits";
import { AssetRows, AssetTitle, When } from "../ui/library/asset-rows";
import { CreateMenu } from "../ui/library/create-menu";
import { LibraryFilters } from "../ui/library/library-filters";
import { LibraryTabs } from "../ui/library/library-tabs";
import { emptyLibraryQuery, filterCount, libraryFilters, libraryQueryFrom, writeLibraryQuery, type LibraryQuery } from "../ui/library/library-query";

const GUIDE_HREF = "/marketing-dashboard/settings/guides-and-references?guide=assets-library";

/**
 * marketing-assets-library: every asset of the workspace in one list, filtered from the address
 * (library-query.ts), with counts per type, my recent assets and a "Create" menu. A filter change is a
 * new history entry (the back button undoes it); the search rewrites the current one after a pause.
 */
export function LibraryView() {
  const params = useSearchParams();
  const pathname = usePathname();
  const query = libraryQueryFrom(params);

  const writeQuery = useCallback(
    (next: LibraryQuery, mode: "push" | "replace") => {
      const search = writeLibraryQuery(new URLSearchParams(window.location.search), next).toString();
      const url = search ? `${pathname}?${search}` : pathname;
      // `null` state: Next keeps useSearchParams in step with a history entry it didn't make itself.
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );
  const current = () => libraryQueryFrom(new URLSearchParams(window.location.search));
  const change = (patch: Partial<LibraryQuery>) => writeQuery({ ...current(), ...patch }, "push");

  // The box follows the typing; the address (and the list) follow after a pause, and the back button's address back into the box.
  const [searchText, setSearchText] = useState(query.q);
  const typed = useDebounced(searchText.trim(), 300);
  useEffect(() => {
    const now = libraryQueryFrom(new URLSearchParams(window.location.search));
    if (typed !== now.q) writeQuery({ ...now, q: typed }, "replace");
  }, [typed, writeQuery]);
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (searchText.trim() !== query.q) setSearchText(query.q);
  }

  const filters = libraryFilters(query);
  const pages = useAssetPages(filters);
  const counts = useAssetCounts(filters);
  const recent = useRecentAssets();
  const authors = useAssetAuthors();
  const { data: kitsPage } = useBrandKits();
  const kits = kitsPage.kits.map((k) => ({ id: k.id, name: k.kit.name }));
  const kitName = (id: string | null) => (id ? (kits.find((k) => k.id === id)?.name ?? null) : null);

  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = filterCount(query) > 0 || query.q !== "";
  const clear = () => (setSearchText(""), writeQuery(emptyLibraryQuery, "push"));

  let body;
  if (pages.isPending) body = <ListSkeleton />;
  else if (pages.isError && !pages.data)
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-destructive/30 p-4 text-sm">
        <p>The assets couldn&apos;t load: {pages.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void pages.refetch()} loading={pages.isRefetching}>
          Try again
        </Button>
      </div>
    );
  else if (rows.length === 0 && filtered)
    body = (
      <EmptyState
        icon={SearchX}
        headingLevel="h2"
        title="No assets match these filters"
        description="Try fewer filters or another search."
        action={
          <Button variant="outline" onClick={clear}>
            Clear filters
          </Button>
        }
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={FolderOpen}
        headingLevel="h2"
        title="Your library is empty"
        description="Ads, emails, social posts and keyword lists you write or generate appear here. Use Create to make the first one."
      />
    );
  else
    body = (
      <AssetRows items={rows} kitName={kitName} hasMore={pages.hasNextPage} loadingMore={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />
    );

  const refreshing = pages.isFetching && !pages.isPending && !pages.isFetchingNextPage;
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Assets library</h1>
          <p className="text-muted-foreground">
            Every ad, email, post and keyword list of this workspace, written or generated.{" "}
            <Link href={GUIDE_HREF} className="text-primary underline-offset-4 hover:underline">
              How the library works
            </Link>
          </p>
          <LibraryTabs current="assets" />
        </div>
        <CreateMenu />
      </div>

      {recent.data && recent.data.length > 0 && <RecentList items={recent.data} />}
      {counts.data && <TypeCounts counts={counts.data} selected={query.type} onPick={(type) => change({ type })} />}

      <LibraryFilters
        query={query}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={change}
        onClear={clear}
        counts={counts.data}
        kits={kits}
        authors={authors.data ?? []}
      />

      <section aria-labelledby="library-results" className="flex min-w-0 flex-col gap-3">
        <h2 id="library-results" className="text-lg font-semibold">
          Assets
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {counts.data ? formatCountOf(counts.data.total, undefined, "asset", "assets") : "Counting…"}
          {refreshing ? " · updating…" : ""}
        </p>
        {body}
      </section>
    </div>
  );
}

/** The assets I saved last, newest first. */
function RecentList({ items }: { items: RecentAsset[] }) {
  return (
    <section aria-labelledby="library-recent" className="flex min-w-0 flex-col gap-2">
      <h2 id="library-recent" className="text-lg font-semibold">
        Recently edited by you
      </h2>
      <ul className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex min-w-0 flex-col rounded-lg border p-3 text-sm">
            <AssetTitle item={item} />
            <span className="text-muted-foreground">
              {assetKindLabel[item.kind]} · <When at={item.touchedAt} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many assets of each type match the other filters; choosing one filters by it. */
function TypeCounts({
  counts,
  selected,
  onPick,
}: {
  counts: AssetCounts;
  selected: string | null;
  onPick: (type: (typeof assetKinds)[number] | null) => void;
}) {
  const present = assetKinds.filter((kind) => counts.kinds[kind] > 0 || kind === selected);
  if (!present.length) return null;
  return (
    <section aria-labelledby="library-types" className="flex min-w-0 flex-col gap-2">
      <h2 id="library-types" className="text-lg font-semibold">
        By type
      </h2>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {present.map((kind) => (
          <li key={kind}>
            <Button
              variant={kind === selected ? "default" : "outline"}
              size="sm"
              aria-pressed={kind === selected}
              onClick={() => onPick(kind === selected ? null : kind)}
            >
              {assetKindLabel[kind]}
              <span className="tabular-nums">{formatCount(counts.kinds[kind])}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading assets" className="flex flex-col gap-2">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

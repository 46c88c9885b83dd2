"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import type { ListAssetsInput } from "../contracts/items.contracts";

type Out = inferRouterOutputs<AppRouter>["assets"]["items"];
export type AssetListItem = Out["list"]["items"][number];
export type AssetCounts = Out["counts"];
export type RecentAsset = Out["recent"][number];

/** The library hub's filters (everything but the cursor): the route prefetches the first page for exactly these. */
export type AssetListFilters = Omit<ListAssetsInput, "cursor">;

/** The hub's list, 50 at a time, newest change first; the previous list stays while a new filter loads. */
export function useAssetPages(filters: AssetListFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.assets.items.list.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData }),
  );
}

/** Counts per type and status under the same filters. */
export function useAssetCounts(filters: AssetListFilters) {
  const trpc = useTRPC();
  return useQuery(trpc.assets.items.counts.queryOptions(filters, { placeholderData: keepPreviousData }));
}

/** The assets I saved last. */
export function useRecentAssets() {
  const trpc = useTRPC();
  return useQuery(trpc.assets.items.recent.queryOptions());
}

/** The people the author filter offers. */
export function useAssetAuthors() {
  const trpc = useTRPC();
  return useQuery(trpc.assets.items.authors.queryOptions());
}

"use client";

import { useQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";

type Out = inferRouterOutputs<AppRouter>["assets"]["items"];
export type CopyAssetListInput = inferRouterInputs<AppRouter>["assets"]["items"]["list"];
export type CopyAssetRow = Out["list"]["items"][number];

/** One copy-assets page's list (the first 50 under its filters); the route prefetches the unfiltered one. */
export function useCopyAssets(input: CopyAssetListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.assets.items.list.queryOptions(input), placeholderData: (previous) => previous });
}

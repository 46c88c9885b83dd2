"use client";

import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import { keywordListsInput } from "../contracts/keywords.constants";

type Items = inferRouterOutputs<AppRouter>["assets"]["items"];
type ItemsIn = inferRouterInputs<AppRouter>["assets"]["items"];
type Keywords = inferRouterOutputs<AppRouter>["assets"]["keywords"];
type KeywordsIn = inferRouterInputs<AppRouter>["assets"]["keywords"];
export type StoredKeywordList = Items["get"];
export type SearchQueryRow = Keywords["searchQueries"]["rows"][number];
export type Expansion = Keywords["expand"];

/** The keyword lists of the workspace (newest change first), as the route prefetches them. */
export function useKeywordLists() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.assets.items.list.queryOptions(keywordListsInput));
}

/** One list with its current version's fields (prefetched when the address names it). */
export function useKeywordList(id: string) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.assets.items.get.queryOptions({ id }));
}

/** The search queries for "Import from search data": asked only while the dialog is open. */
export function useSearchQueries(input: KeywordsIn["searchQueries"], enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.assets.keywords.searchQueries.queryOptions(input), enabled });
}

function useRefreshLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.assets.items.pathKey() });
}

export function useCreateKeywordList(extras: MutationExtras<Items["create"], ItemsIn["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.assets.items.create.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (list: Items["create"]) => {
        await refresh();
        toast.success(`Keyword list “${list.title}” saved.`);
      }, extras),
    }),
  );
}

/** Saves the list as a new version over the one the edit started from (refused over a newer one). */
export function useSaveKeywordList(extras: MutationExtras<Items["update"], ItemsIn["update"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.assets.items.update.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (saved: Items["update"]) => {
        queryClient.setQueryData(trpc.assets.items.get.queryKey({ id: saved.id }), saved);
        toast.success("Keyword list saved.");
        await refresh();
      }, extras),
    }),
  );
}

/** Keyword ideas from seeds and the brand kit's products (one AI generation on the plan). */
export function useExpandKeywords(extras: MutationExtras<Keywords["expand"], KeywordsIn["expand"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.assets.keywords.expand.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
      }, extras),
    }),
  );
}

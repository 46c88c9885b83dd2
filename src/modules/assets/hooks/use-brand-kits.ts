"use client";

import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Out = inferRouterOutputs<AppRouter>["assets"]["brandKits"];
type In = inferRouterInputs<AppRouter>["assets"]["brandKits"];
export type BrandKitsPage = Out["list"];
export type StoredBrandKit = Out["get"];

/** The workspace's brand kits and whether the company profile has a logo to reuse (prefetched by the route). */
export function useBrandKits() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.assets.brandKits.list.queryOptions());
}

function useRefreshKits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.assets.brandKits.pathKey() });
}

export function useCreateBrandKit(extras: MutationExtras<Out["create"], In["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshKits();
  return useMutation(
    trpc.assets.brandKits.create.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (kit: Out["create"]) => {
        await refresh();
        toast.success(`Brand kit “${kit.kit.name}” created.`);
      }, extras),
    }),
  );
}

/** Saves the whole kit; the list shows the saved version at once. */
export function useUpdateBrandKit(extras: MutationExtras<Out["update"], In["update"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshKits();
  return useMutation(
    trpc.assets.brandKits.update.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (saved: Out["update"]) => {
        queryClient.setQueryData(trpc.assets.brandKits.list.queryKey(), (page) =>
          page ? { ...page, kits: page.kits.map((k) => (k.id === saved.id ? saved : k)) } : page,
        );
        toast.success("Brand kit saved.");
        await refresh();
      }, extras),
    }),
  );
}

export function useDuplicateBrandKit(extras: MutationExtras<Out["duplicate"], In["duplicate"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshKits();
  return useMutation(
    trpc.assets.brandKits.duplicate.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (kit: Out["duplicate"]) => {
        await refresh();
        toast.success(`Made “${kit.kit.name}”.`);
      }, extras),
    }),
  );
}

export function useSetDefaultBrandKit(extras: MutationExtras<Out["setDefault"], In["setDefault"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshKits();
  return useMutation(
    trpc.assets.brandKits.setDefault.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (kit: Out["setDefault"]) => {
        await refresh();
        toast.success(`“${kit.kit.name}” is now the default brand kit.`);
      }, extras),
    }),
  );
}

export function useDeleteBrandKit(extras: MutationExtras<Out["delete"], In["delete"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshKits();
  return useMutation(
    trpc.assets.brandKits.delete.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Brand kit deleted.");
      }, extras),
    }),
  );
}

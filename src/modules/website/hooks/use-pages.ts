"use client";

import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import type { StatsRange } from "../contracts/pages.constants";

type Out = inferRouterOutputs<AppRouter>["website"]["pages"];
type In = inferRouterInputs<AppRouter>["website"]["pages"];
export type PageListItem = Out["list"][number];
export type EditablePage = Out["get"];
export type PageVersion = Out["versions"][number];

/** The workspace's landing pages (prefetched by the route). */
export function useLandingPages() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.website.pages.list.queryOptions());
}

/** One page with its draft, as the editor opens it (prefetched by the route when ?page= names it). */
export function useLandingPage(id: string) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.website.pages.get.queryOptions({ id }));
}

export function usePageVersions(id: string) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.website.pages.versions.queryOptions({ id }));
}

function useRefreshPages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.website.pages.pathKey() });
}

export function useCreatePage(extras: MutationExtras<Out["create"], In["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.create.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Page created.");
      }, extras),
    }),
  );
}

export function useSaveDraft(extras: MutationExtras<Out["saveDraft"], In["saveDraft"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.saveDraft.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Draft saved.");
      }, extras),
    }),
  );
}

export function useUpdatePageSettings(extras: MutationExtras<Out["updateSettings"], In["updateSettings"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.updateSettings.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Page settings saved.");
      }, extras),
    }),
  );
}

export function useDuplicatePage(extras: MutationExtras<Out["duplicate"], In["duplicate"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.duplicate.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Page duplicated.");
      }, extras),
    }),
  );
}

export function useDeletePage(extras: MutationExtras<Out["delete"], In["delete"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.delete.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Page deleted.");
      }, extras),
    }),
  );
}

export function useSaveVersion(extras: MutationExtras<Out["saveVersion"], In["saveVersion"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.saveVersion.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Version saved.");
      }, extras),
    }),
  );
}

export function useRestoreVersion(extras: MutationExtras<Out["restore"], In["restore"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.restore.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Version restored into the draft. Publish to put it live.");
      }, extras),
    }),
  );
}

export function usePublishPage(extras: MutationExtras<Out["publish"], In["publish"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.publish.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Page published.");
      }, extras),
    }),
  );
}

export function useUnpublishPage(extras: MutationExtras<Out["unpublish"], In["unpublish"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPages();
  return useMutation(
    trpc.website.pages.unpublish.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Page unpublished.");
      }, extras),
    }),
  );
}

/** "Fill with AI" for one block: the answer goes into the editor (nothing is saved); the caller shows it. */
export function useFillBlock(extras: MutationExtras<Out["fillBlock"], In["fillBlock"]> = {}) {
  const trpc = useTRPC();
  return useMutation(
    trpc.website.pages.fillBlock.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (result) => {
        toast.success(result.note ?? "Block filled. Undo brings the earlier words back.");
      }, extras),
    }),
  );
}

/** A page's views, visitors and conversions over the last `days` days (loaded when the stats panel opens). */
export function usePageStats(id: string, days: StatsRange) {
  const trpc = useTRPC();
  return useQuery(trpc.website.pages.stats.queryOptions({ id, days }));
}

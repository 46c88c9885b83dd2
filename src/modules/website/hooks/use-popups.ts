"use client";

import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Out = inferRouterOutputs<AppRouter>["website"]["popups"];
type In = inferRouterInputs<AppRouter>["website"]["popups"];
export type PopupListRow = Out["list"]["popups"][number];
export type StoredPopup = Out["get"];

/** The workspace's pop-ups with their last 30 days' numbers (prefetched by the route). */
export function usePopups() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.website.popups.list.queryOptions());
}

/** One pop-up, for the builder. */
export function usePopup(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.website.popups.get.queryOptions({ id: id ?? "" }), enabled: id !== null });
}

/** The install snippet with this workspace's address. */
export function usePopupSnippet() {
  const trpc = useTRPC();
  return useQuery(trpc.website.popups.snippet.queryOptions());
}

function useRefreshPopups() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.website.popups.pathKey() });
}

export function useCreatePopup(extras: MutationExtras<Out["create"], In["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPopups();
  return useMutation(
    trpc.website.popups.create.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (p: Out["create"]) => {
        await refresh();
        toast.success(`Pop-up “${p.name}” created as a draft.`);
      }, extras),
    }),
  );
}

export function useUpdatePopup(extras: MutationExtras<Out["update"], In["update"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPopups();
  return useMutation(
    trpc.website.popups.update.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Pop-up saved.");
      }, extras),
    }),
  );
}

export function useDuplicatePopup(extras: MutationExtras<Out["duplicate"], In["duplicate"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPopups();
  return useMutation(
    trpc.website.popups.duplicate.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (p: Out["duplicate"]) => {
        await refresh();
        toast.success(`Copied as “${p.name}”, a draft.`);
      }, extras),
    }),
  );
}

const statusMessage = (p: Out["setStatus"]) =>
  p.status === "live" ? `“${p.name}” is live on your site.` : p.status === "paused" ? `“${p.name}” is paused.` : `“${p.name}” is a draft again.`;

export function useSetPopupStatus(extras: MutationExtras<Out["setStatus"], In["setStatus"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPopups();
  return useMutation(
    trpc.website.popups.setStatus.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (p: Out["setStatus"]) => {
        await refresh();
        toast.success(statusMessage(p));
      }, extras),
    }),
  );
}

export function useDeletePopup(extras: MutationExtras<Out["delete"], In["delete"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPopups();
  return useMutation(
    trpc.website.popups.delete.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Pop-up deleted.");
      }, extras),
    }),
  );
}

"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC, useTRPCClient } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Out = inferRouterOutputs<AppRouter>["assets"]["items"];
type In = inferRouterInputs<AppRouter>["assets"]["items"];
export type StoredAsset = Out["get"];
export type AssetVersion = Out["versions"][number];
export type AssetComment = Out["comments"][number];

/** One asset with its current text (prefetched by the route when the address names it). */
export function useAsset(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.assets.items.get.queryOptions({ id: id ?? "" }), enabled: Boolean(id) });
}

export function useAssetVersions(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.assets.items.versions.queryOptions({ id }));
}

export function useAssetComments(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.assets.items.comments.queryOptions({ id }));
}

/** Everything the store shows: lists, counts, the asset, its versions and comments. */
function useRefreshAssets() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.assets.items.pathKey() });
}

type Keys = keyof Out & keyof In;

/** A mutation of `assets.items` that refreshes the store and says what happened. */
function useItemsMutation<K extends Keys>(name: K, say: (data: Out[K], input: In[K]) => string | null, extras: MutationExtras<Out[K], In[K]>) {
  const trpc = useTRPC();
  const refresh = useRefreshAssets();
  const procedure = trpc.assets.items[name] as unknown as {
    mutationOptions: (o: object) => Parameters<typeof useMutation<Out[K], { message: string }, In[K]>>[0];
  };
  return useMutation<Out[K], { message: string }, In[K]>(
    procedure.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (data: Out[K], input: In[K]) => {
        await refresh();
        const message = say(data, input);
        if (message) toast.success(message);
      }, extras),
    }),
  );
}

export const useCreateAsset = (extras: MutationExtras<Out["create"], In["create"]> = {}) =>
  useItemsMutation("create", (a) => `“${a.title}” created as a draft.`, extras);
/** Saves the text as a new version; a save over someone's newer version is refused (the caller keeps the text). */
export const useUpdateAsset = (extras: MutationExtras<Out["update"], In["update"]> = {}) => useItemsMutation("update", () => "Saved.", extras);
export const useRestoreVersion = (extras: MutationExtras<Out["restore"], In["restore"]> = {}) =>
  useItemsMutation("restore", (_a, input) => `Version ${input.version} restored as a new version.`, extras);
export const useSetAssetTags = (extras: MutationExtras<Out["setTags"], In["setTags"]> = {}) => useItemsMutation("setTags", () => null, extras);
export const useSubmitAsset = (extras: MutationExtras<Out["submit"], In["submit"]> = {}) => useItemsMutation("submit", () => "Sent for approval.", extras);
export const useApproveAsset = (extras: MutationExtras<Out["approve"], In["approve"]> = {}) => useItemsMutation("approve", () => "Approved.", extras);
export const useRejectAsset = (extras: MutationExtras<Out["reject"], In["reject"]> = {}) =>
  useItemsMutation("reject", () => "Sent back to draft with your note.", extras);
export const useArchiveAsset = (extras: MutationExtras<Out["archive"], In["archive"]> = {}) => useItemsMutation("archive", () => "Archived.", extras);
export const useUnarchiveAsset = (extras: MutationExtras<Out["unarchive"], In["unarchive"]> = {}) =>
  useItemsMutation("unarchive", () => "Unarchived: it is a draft again.", extras);
export const useAddAssetComment = (extras: MutationExtras<Out["addComment"], In["addComment"]> = {}) =>
  useItemsMutation("addComment", () => "Comment added.", extras);
export const useDeleteAssetComment = (extras: MutationExtras<Out["deleteComment"], In["deleteComment"]> = {}) =>
  useItemsMutation("deleteComment", () => "Comment deleted.", extras);
export const useDuplicateAsset = (extras: MutationExtras<Out["duplicate"], In["duplicate"]> = {}) =>
  useItemsMutation("duplicate", (a) => `Made “${a.title}”.`, extras);
export const useDuplicateAssetInto = (extras: MutationExtras<Out["duplicateInto"], In["duplicateInto"]> = {}) =>
  useItemsMutation("duplicateInto", (r) => `Copied into ${r.workspaceName} as a draft.`, extras);
/** Translates the asset with the workspace's model into a new draft (one AI generation); the toast says when lines still need fixing. */
export const useTranslateAsset = (extras: MutationExtras<Out["translate"], In["translate"]> = {}) =>
  useItemsMutation(
    "translate",
    (r) =>
      r.failing.length
        ? `Made “${r.asset.title}” as a draft. Some lines still need fixing: the checks beside each field say what.`
        : `Made “${r.asset.title}” as a draft.`,
    extras,
  );

/** The workspaces the person belongs to, for "Duplicate into another workspace" (loaded when asked). */
export function useMyWorkspaces(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.identity.workspaces.list.queryOptions(), enabled });
}

type CreateInput = In["create"];

/**
 * Creates several drafts in one call, one after another (what "Keep" in a generation dialog hands
 * over). Stops at the first refusal; what was created stays, and the toast says how many.
 */
export function useCreateAssets(extras: MutationExtras<Out["create"][], CreateInput[]> = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation<Out["create"][], { message: string }, CreateInput[]>({
    mutationFn: async (inputs) => {
      const made: Out["create"][] = [];
      for (const input of inputs) made.push(await client.assets.items.create.mutate(input));
      return made;
    },
    meta: extras.meta,
    onError: async (error, inputs) => {
      await queryClient.invalidateQueries({ queryKey: trpc.assets.items.pathKey() });
      await extras.onError?.(error, inputs);
    },
    onSuccess: thenCaller(async (made: Out["create"][]) => {
      await queryClient.invalidateQueries({ queryKey: trpc.assets.items.pathKey() });
      toast.success(made.length === 1 ? "1 draft created." : `${made.length} drafts created.`);
    }, extras),
  });
}

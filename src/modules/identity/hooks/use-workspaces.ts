"use client";

import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import type { AppRouter } from "@/server/trpc/app-router";
import { notify, toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Workspace = { id: string; name: string };
type Settings = inferRouterOutputs<AppRouter>["identity"]["settings"]["update"];

/** The active workspace (prefetched by the route). */
export function useCurrentWorkspace() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
}

/** The active workspace, for a component that shows something else while it loads. */
export function useCurrentWorkspaceQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.identity.workspaces.current.queryOptions());
}

/** Every workspace the person belongs to. */
export function useWorkspaces() {
  const trpc = useTRPC();
  return useQuery(trpc.identity.workspaces.list.queryOptions());
}

/** Switches the active workspace; every cached query belonged to the old one, so all start afresh. */
export function useSwitchWorkspace() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.identity.workspaces.switch.mutationOptions({
      onSuccess: async (workspace) => {
        notify(`Switched to ${workspace.name}`);
        await queryClient.resetQueries();
        router.refresh();
      },
    }),
  );
}

/**
 * A new workspace: `createOwn` (brand or agency), or `createClient` of the current agency. The new workspace becomes the active
 * one, so every cached query is reset; the caller navigates (its dialog stays busy until then).
 */
export function useCreateWorkspace(extras: MutationExtras<Workspace, unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = {
    meta: extras.meta,
    onSuccess: thenCaller<Workspace, unknown>(async (workspace) => {
      toast.success(`Workspace “${workspace.name}” created.`);
      await queryClient.resetQueries();
    }, extras),
  };
  const createOwn = useMutation(trpc.identity.workspaces.create.mutationOptions(options));
  const createClient = useMutation(trpc.identity.workspaces.createClient.mutationOptions(options));
  return { createOwn, createClient };
}

/** After leaving or deleting a workspace the server moved the cookie on: start afresh at home. */
export function useGoToNextWorkspace() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return async () => {
    router.push("/marketing-dashboard/home");
    router.refresh();
    await queryClient.resetQueries();
  };
}

/** Leaves `name`, then goes to the workspace the server moved the person to. */
export function useLeaveWorkspace(name: string) {
  const trpc = useTRPC();
  const goToNext = useGoToNextWorkspace();
  return useMutation(
    trpc.identity.workspaces.leave.mutationOptions({
      onSuccess: async (left) => {
        toast.success(`You left ${name}. You are now in ${left.next.name}.`);
        await goToNext();
      },
    }),
  );
}

/** Deletes the active workspace `name`, then goes to the next one. */
export function useDeleteWorkspace(name: string, extras: MutationExtras<{ next: Workspace }, { confirmName: string }> = {}) {
  const trpc = useTRPC();
  const goToNext = useGoToNextWorkspace();
  return useMutation(
    trpc.identity.workspaces.delete.mutationOptions({
      meta: extras.meta,
      // The caller's part (closing its dialog) comes before leaving the page.
      onSuccess: async (deleted, variables) => {
        toast.success(`${name} is deleted. You are now in ${deleted.next.name}.`);
        await extras.onSuccess?.(deleted, variables);
        await goToNext();
      },
    }),
  );
}

/** The active workspace's settings (prefetched by the route). */
export function useWorkspaceSettings() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.settings.get.queryOptions());
}

/** The active workspace's settings, for a component that shows something else while they load. */
export function useWorkspaceSettingsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.identity.settings.get.queryOptions());
}

/** Saves the settings; the shell's workspace name and the server-rendered parts follow. */
export function useUpdateWorkspaceSettings(extras: MutationExtras<Settings, unknown> = {}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.identity.settings.update.mutationOptions({
      meta: extras.meta,
      onSuccess: thenCaller<Settings, unknown>(async (saved) => {
        queryClient.setQueryData(trpc.identity.settings.get.queryKey(), saved);
        toast.success("Workspace settings saved.");
        await queryClient.invalidateQueries({ queryKey: trpc.identity.workspaces.pathKey() });
        router.refresh();
      }, extras),
    }),
  );
}

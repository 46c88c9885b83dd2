"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Out = inferRouterOutputs<AppRouter>["ai"]["providers"];
type In = inferRouterInputs<AppRouter>["ai"]["providers"];
export type AiModelSettings = Out["get"];
export type ConnectionTestResult = Out["test"];

/** The model generations use: the workspace's own, the server's, or none (offline). Every member reads it. */
export function useAiModelSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.ai.providers.get.queryOptions());
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.ai.providers.pathKey() });
}

/** Saves the workspace's provider; the answer carries the connection test the server ran after saving. */
export function useSaveAiModel(extras: MutationExtras<Out["save"], In["save"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.ai.providers.save.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        toast.success("AI model saved.");
        await refresh();
      }, extras),
    }),
  );
}

/** Sends one tiny request to the provider; the outcome is shown in words by the caller. */
export function useTestAiModel(extras: MutationExtras<Out["test"], void> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.ai.providers.test.mutationOptions({ meta: extras.meta, onError: extras.onError, onSuccess: extras.onSuccess }));
}

export function useRemoveAiModel(extras: MutationExtras<Out["remove"], void> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.ai.providers.remove.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        toast.success("AI model removed. Generations now use the server's model or the offline generator.");
        await refresh();
      }, extras),
    }),
  );
}

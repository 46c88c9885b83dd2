"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { countOf } from "../ui/table/bulk-bar";
import type { MutationExtras } from "@/trpc/mutation-extras";

const dealsWord = (n: number) => countOf(n, "deal", "deals");

/** The workspace's pipelines with their stages (and how many deals each holds). */
export function usePipelines() {
  const trpc = useTRPC();
  return useQuery(trpc.crm.pipelines.list.queryOptions());
}

/** Reads pipelines again, and deals (their stage may have changed). */
function useRefreshPipelines() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.crm.pipelines.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() }),
    ]);
}

export function useCreatePipeline(extras: MutationExtras<{ id: string; name: string }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPipelines();
  return useMutation(
    trpc.crm.pipelines.create.mutationOptions({
      meta: extras.meta,
      onSuccess: async (created, variables) => {
        toast.success(`Pipeline ${created.name} created.`);
        await refresh();
        await extras.onSuccess?.(created, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useUpdatePipeline(extras: MutationExtras<{ moved: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPipelines();
  return useMutation(
    trpc.crm.pipelines.update.mutationOptions({
      meta: extras.meta,
      onSuccess: async (saved, variables) => {
        toast.success(saved.moved > 0 ? `Pipeline saved. ${dealsWord(saved.moved)} moved.` : "Pipeline saved.");
        await refresh();
        await extras.onSuccess?.(saved, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useDeletePipeline(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshPipelines();
  return useMutation(
    trpc.crm.pipelines.delete.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success("Pipeline deleted.");
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

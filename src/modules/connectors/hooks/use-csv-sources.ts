"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { useRefreshConnectors } from "./use-connections";

export function useCsvSources() {
  const trpc = useTRPC();
  return useQuery(trpc.connectors.csv.list.queryOptions());
}

type Created = inferRouterOutputs<AppRouter>["connectors"]["csv"]["create"];

/** Adds a CSV source; the caller goes on to choosing its file. Silent: the form shows the errors. */
export function useCreateCsvSource(options: { onSuccess?: (source: Created) => void } = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshConnectors();
  return useMutation(
    trpc.connectors.csv.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (source) => {
        await refresh();
        toast.success(`CSV source “${source.name}” added. Choose its file next.`);
        options.onSuccess?.(source);
      },
    }),
  );
}

/** Reads the start of a file: its columns, the suggested mapping and date format. Silent: the dialog says what went wrong. */
export function useCsvPreview() {
  const trpc = useTRPC();
  return useMutation(trpc.connectors.csv.preview.mutationOptions({ meta: { silent: true } }));
}

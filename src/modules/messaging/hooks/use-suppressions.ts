"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Suppressions = MessagingOutputs["preferences"]["suppressions"];
type SuppressionsInput = MessagingInputs["preferences"]["suppressions"];

/** The suppression list, filtered, 50 rows a page ("Show more" asks for the next). */
export function useSuppressions(filters: Omit<NonNullable<SuppressionsInput["list"]>, "cursor">) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.messaging.preferences.suppressions.list.infiniteQueryOptions(filters, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

function useRefreshSuppressions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.messaging.preferences.suppressions.pathKey() });
}

export function useAddSuppression(extra: MutationExtras<Suppressions["add"], SuppressionsInput["add"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSuppressions();
  return useMutation(
    trpc.messaging.preferences.suppressions.add.mutationOptions({
      ...extra,
      onSuccess: async (row, input) => {
        toast.success(`${row.address} added to the suppression list.`);
        await refresh();
        await extra.onSuccess?.(row, input);
      },
    }),
  );
}

export function useRemoveSuppression(extra: MutationExtras<Suppressions["remove"], SuppressionsInput["remove"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSuppressions();
  return useMutation(
    trpc.messaging.preferences.suppressions.remove.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        toast.success("Address taken off the list.");
        await refresh();
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

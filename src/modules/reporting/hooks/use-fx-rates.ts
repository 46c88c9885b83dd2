"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import type { MutationExtras } from "@/trpc/mutation-extras";
import { useTRPC } from "@/trpc/client";

type FxRate = { date: string; base: string; quote: string; rate: string };
type FxInput = { date: string; base: string; quote: string; rate: string };

/** The configured and manual exchange rates, newest first. */
export function useFxRates() {
  const trpc = useTRPC();
  return useQuery(trpc.reporting.fx.list.queryOptions());
}

/** The rate reports use today for every currency into the workspace's, with its origin, and how the daily feed went. */
export function useFxPairs() {
  const trpc = useTRPC();
  return useQuery(trpc.reporting.fx.pairs.queryOptions());
}

function useRefreshFx() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.reporting.fx.pathKey() });
}

/** Adds a manual rate. */
export function useAddFxRate(extra: MutationExtras<FxRate, FxInput> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshFx();
  return useMutation(
    trpc.reporting.fx.add.mutationOptions({
      ...extra,
      onSuccess: async (r, input) => {
        toast.success(`1 ${r.base} = ${r.rate} ${r.quote} from ${r.date} on saved.`);
        await refresh();
        await extra.onSuccess?.(r, input);
      },
    }),
  );
}

/** Changes a manual rate's value (its pair and day stay). */
export function useUpdateFxRate(extra: MutationExtras<FxRate, FxInput> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshFx();
  return useMutation(
    trpc.reporting.fx.update.mutationOptions({
      ...extra,
      onSuccess: async (r, input) => {
        toast.success(`1 ${r.base} = ${r.rate} ${r.quote} from ${r.date} on saved.`);
        await refresh();
        await extra.onSuccess?.(r, input);
      },
    }),
  );
}

export function useRemoveFxRate() {
  const trpc = useTRPC();
  const refresh = useRefreshFx();
  return useMutation(
    trpc.reporting.fx.remove.mutationOptions({
      onSuccess: async (r) => {
        toast.success(`${r.base}/${r.quote} rate of ${r.date} removed.`);
        await refresh();
      },
    }),
  );
}

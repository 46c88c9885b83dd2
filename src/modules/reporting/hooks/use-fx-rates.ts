"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";

/** The configured and manual exchange rates, newest first. */
export function useFxRates() {
  const trpc = useTRPC();
  return useQuery(trpc.reporting.fx.list.queryOptions());
}

function useRefreshFx() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.reporting.fx.pathKey() });
}

/** Adds a manual rate; silent, as its form shows the errors. */
export function useAddFxRate(options: { onSuccess?: () => unknown } = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshFx();
  return useMutation(
    trpc.reporting.fx.add.mutationOptions({
      meta: { silent: true },
      onSuccess: async (r) => {
        toast.success(`1 ${r.base} = ${r.rate} ${r.quote} on ${r.date} saved.`);
        await options.onSuccess?.();
        await refresh();
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

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";

/**
 * Sets and removes a month's budget. Pacing shows on the insights panels and the home page, and
 * server-rendered reports (the overview) read it again.
 */
export function useBudgetActions(options: { onSuccess?: () => unknown } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: trpc.reporting.reports.insights.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.home.pathKey() });
    router.refresh();
    return options.onSuccess?.();
  };
  const set = useMutation(trpc.reporting.budgets.set.mutationOptions({ meta: { silent: true }, onSuccess: () => done("Budget saved") }));
  const remove = useMutation(trpc.reporting.budgets.remove.mutationOptions({ onSuccess: () => done("Budget removed") }));
  return { set, remove };
}

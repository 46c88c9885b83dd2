"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { CrmObject } from "../contracts/crm-enums";
import type { SavedView } from "../ui/table/types";
import type { MutationExtras } from "@/trpc/mutation-extras";

/** The saved views of one table (mine and those shared with the workspace). */
export function useSavedViews(object: CrmObject) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.savedViews.list.queryOptions({ object }));
}

function useRefreshViews() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.crm.savedViews.pathKey() });
}

export function useCreateSavedView({ meta, onSuccess }: MutationExtras<SavedView> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshViews();
  return useMutation(
    trpc.crm.savedViews.create.mutationOptions({
      meta,
      onSuccess: async (view, input) => {
        await refresh();
        toast.success(`View "${view.name}" created.`);
        await onSuccess?.(view, input);
      },
    }),
  );
}

/** Updates a view of mine; `done` words the toast ("saved" after a rename, "updated" with the table's state). */
export function useUpdateSavedView(done: "saved" | "updated", { meta, onSuccess }: MutationExtras<SavedView> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshViews();
  return useMutation(
    trpc.crm.savedViews.update.mutationOptions({
      meta,
      onSuccess: async (view, input) => {
        await refresh();
        toast.success(`View "${view.name}" ${done}.`);
        await onSuccess?.(view, input);
      },
    }),
  );
}

/** Deletes a view of mine; `nameOf` names it in the toast. */
export function useDeleteSavedView(nameOf: (id: string) => string, { meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshViews();
  return useMutation(
    trpc.crm.savedViews.delete.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success(`View "${nameOf(input.id)}" deleted.`);
        await onSuccess?.(data, input);
      },
    }),
  );
}

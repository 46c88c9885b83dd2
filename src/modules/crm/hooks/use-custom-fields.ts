"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { CrmObject } from "../contracts/crm-enums";
import type { MutationExtras } from "@/trpc/mutation-extras";

/** The custom fields of one record type, in their order. */
export function useCustomFields(object: CrmObject) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.customFields.list.queryOptions({ object }));
}

function useRefreshCustomFields() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // An import's mapping offers the contact fields: it reads them again too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.crm.customFields.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.crm.imports.get.pathKey() }),
    ]);
}

export function useCreateCustomField(extras: MutationExtras<{ label: string }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCustomFields();
  return useMutation(
    trpc.crm.customFields.create.mutationOptions({
      meta: extras.meta,
      onSuccess: async (field, variables) => {
        await refresh();
        toast.success(`Field "${field.label}" added`);
        await extras.onSuccess?.(field, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useUpdateCustomField(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCustomFields();
  return useMutation(
    trpc.crm.customFields.update.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

/** Deletes a field with its values on every record. */
export function useDeleteCustomField() {
  const trpc = useTRPC();
  const refresh = useRefreshCustomFields();
  return useMutation(trpc.crm.customFields.delete.mutationOptions({ onSuccess: async () => (await refresh(), toast.success("Field deleted")) }));
}

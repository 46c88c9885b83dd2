"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { isActive } from "../ui/import/import-copy";
import type { MutationExtras } from "@/trpc/mutation-extras";

/** The latest imports, asked again every 2 s while one of them runs. */
export function useImports() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.crm.imports.list.queryOptions({ limit: 20 }),
    refetchInterval: (query) => (query.state.data?.some((i) => isActive(i.status)) ? 2000 : false),
  });
}

/** One import (none while `importId` is null), asked again every second while it runs. */
export function useImport(importId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.crm.imports.get.queryOptions({ importId: importId ?? "00000000-0000-0000-0000-000000000000" }),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? 1000 : false),
  });
}

/** The first rows an import couldn't take, with the reasons (asked only when `enabled`). */
export function useImportErrors(importId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.crm.imports.errors.queryOptions({ importId, limit: 50 }), enabled });
}

/** Saves the columns' mapping and the import's options; answers with the preview's checks. */
export function useSetImportMapping() {
  const trpc = useTRPC();
  return useMutation(trpc.crm.imports.setMapping.mutationOptions());
}

/** Starts (or resumes) an import. */
export function useStartImport({ meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.imports.start.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.crm.imports.pathKey() });
        await onSuccess?.(data, input);
      },
    }),
  );
}

export function useCancelImport({ meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.imports.cancel.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.crm.imports.pathKey() });
        await onSuccess?.(data, input);
      },
    }),
  );
}

/** Discards an import that won't be finished: its file and its rows not imported go; contacts already imported stay. */
export function useDiscardImport({ meta, onSuccess, onError }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.imports.discard.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.crm.imports.pathKey() });
        toast.success("Import discarded");
        await onSuccess?.(data, input);
      },
      onError: (error, input) => onError?.(error, input),
    }),
  );
}

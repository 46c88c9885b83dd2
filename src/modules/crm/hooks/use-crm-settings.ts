"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC, useTRPCClient } from "@/trpc/client";
import type { CrmSettingsInput } from "../contracts/settings.contracts";
import type { MutationExtras } from "@/trpc/mutation-extras";

/** The workspace's lifecycle stages, lead statuses and duplicate rules. */
export function useCrmSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.crm.settings.get.queryOptions());
}

/**
 * Saves one part of the CRM settings (the rest as stored now, read just before), then says
 * `savedMessage`.
 */
export function useSaveCrmSettings(savedMessage: string, extras: MutationExtras<unknown, Partial<CrmSettingsInput>> = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: trpc.crm.settings.save.mutationKey(),
    meta: extras.meta,
    mutationFn: async (part: Partial<CrmSettingsInput>) =>
      client.crm.settings.save.mutate({ ...(await queryClient.fetchQuery(trpc.crm.settings.get.queryOptions())), ...part }),
    onSuccess: async (data, part) => {
      await queryClient.invalidateQueries({ queryKey: trpc.crm.settings.pathKey() });
      toast.success(savedMessage);
      await extras.onSuccess?.(data, part);
    },
    onError: (error, part) => extras.onError?.(error, part),
  });
}

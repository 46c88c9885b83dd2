"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Settings = MessagingOutputs["settings"];
type SettingsInput = MessagingInputs["settings"];

/** The Sending tab's settings (no secrets: the mailbox password and webhook key never leave the server). */
export function useSendingSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.messaging.settings.get.queryOptions());
}

/** Saves the Sending tab; the answer is the new settings, put straight into the cache. */
export function useSaveSendingSettings(extra: MutationExtras<Settings["update"], SettingsInput["update"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.messaging.settings.update.mutationOptions({
      ...extra,
      onSuccess: async (view, input) => {
        queryClient.setQueryData(trpc.messaging.settings.get.queryKey(), view);
        toast.success("Sending settings saved");
        await extra.onSuccess?.(view, input);
      },
    }),
  );
}

/** "Test the mailbox": signs in to the typed (or saved) POP3 mailbox; changes nothing. */
export function useTestInboundMailbox(extra: MutationExtras<Settings["testInbound"], SettingsInput["testInbound"]> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.messaging.settings.testInbound.mutationOptions(extra));
}

/** Makes a new provider-webhook signing key (the old one stops working); the key is in the answer, once. */
export function useRotateWebhookKey(extra: MutationExtras<Settings["rotateWebhookKey"], SettingsInput["rotateWebhookKey"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.messaging.settings.rotateWebhookKey.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.settings.get.queryKey() });
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

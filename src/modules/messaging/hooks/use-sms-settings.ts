"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Sms = MessagingOutputs["sms"];
type SmsInput = MessagingInputs["sms"];

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** The SMS tab: provider, sender numbers, quiet hours and webhook URLs (the auth token never leaves the server). */
export function useSmsSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.messaging.sms.get.queryOptions());
}

function useRefreshSms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.messaging.sms.get.queryKey() });
}

/** Saves the provider; the answer is the new SMS settings, put straight into the cache. */
export function useSaveSmsProvider(extra: MutationExtras<Sms["saveProvider"], SmsInput["saveProvider"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.messaging.sms.saveProvider.mutationOptions({
      ...extra,
      onSuccess: async (view, input) => {
        queryClient.setQueryData(trpc.messaging.sms.get.queryKey(), view);
        toast.success("SMS provider saved");
        await extra.onSuccess?.(view, input);
      },
    }),
  );
}

/** "Test connection": asks the saved provider who it is; changes nothing. */
export function useTestSmsProvider(extra: MutationExtras<Sms["testProvider"], SmsInput["testProvider"]> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.messaging.sms.testProvider.mutationOptions(extra));
}

export function useAddSmsNumber(extra: MutationExtras<Sms["numbers"]["add"], SmsInput["numbers"]["add"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSms();
  return useMutation(
    trpc.messaging.sms.numbers.add.mutationOptions({
      ...extra,
      onSuccess: async (row, input) => {
        await refresh();
        toast.success(`${row.phone} added`);
        await extra.onSuccess?.(row, input);
      },
    }),
  );
}

export function useRemoveSmsNumber(extra: MutationExtras<Sms["numbers"]["remove"], SmsInput["numbers"]["remove"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSms();
  return useMutation(
    trpc.messaging.sms.numbers.remove.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success("Number removed");
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

export function useMakeDefaultSmsNumber(extra: MutationExtras<Sms["numbers"]["makeDefault"], SmsInput["numbers"]["makeDefault"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSms();
  return useMutation(
    trpc.messaging.sms.numbers.makeDefault.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success("Default number changed");
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

export function useSaveQuietHours(extra: MutationExtras<Sms["saveQuietHours"], SmsInput["saveQuietHours"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSms();
  return useMutation(
    trpc.messaging.sms.saveQuietHours.mutationOptions({
      ...extra,
      onSuccess: async (r, input) => {
        await refresh();
        toast.success(r.quietHours ? `Quiet hours: ${hour(r.quietHours.start)}–${hour(r.quietHours.end)}` : "Quiet hours turned off");
        await extra.onSuccess?.(r, input);
      },
    }),
  );
}

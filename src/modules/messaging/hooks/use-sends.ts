"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { isLive } from "../ui/sends/send-math";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Sends = MessagingOutputs["sends"];
type SendsInput = MessagingInputs["sends"];

/** How often a send that is preparing or sending is asked for again. */
const LIVE_MS = 2000;

/** A list's sends, newest first, followed live while one is preparing or sending. */
export function useListSends(listId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.messaging.sends.list.queryOptions({ listId, limit: 20 }),
    refetchInterval: (query) => (query.state.data?.some((s) => isLive(s.status)) ? LIVE_MS : false),
  });
}

/** One send, followed live while it is preparing or sending. */
export function useSend(id: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.messaging.sends.get.queryOptions({ id }),
    refetchInterval: (query) => (query.state.data && isLive(query.state.data.status) ? LIVE_MS : false),
  });
}

/** How many of the list a message would reach now, and why the others wouldn't. */
export function useAudienceCount(input: SendsInput["audienceCount"]) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messaging.sends.audienceCount.queryOptions(input), staleTime: 10_000 });
}

/** The message as the list's first contact would receive it; nothing is asked while `enabled` is false. */
export function useMessagePreview(input: SendsInput["preview"], enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messaging.sends.preview.queryOptions(input), enabled, placeholderData: keepPreviousData, staleTime: 60_000 });
}

function useRefreshSends() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.messaging.sends.pathKey() });
}

/** Sends an email to a list now. */
export function useCreateEmailSend(extra: MutationExtras<Sends["createEmail"], SendsInput["createEmail"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSends();
  return useMutation(
    trpc.messaging.sends.createEmail.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success(`“${input.name}” is on its way.`);
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

/** Sends a text to a list now. */
export function useCreateSmsSend(extra: MutationExtras<Sends["createSms"], SendsInput["createSms"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshSends();
  return useMutation(
    trpc.messaging.sends.createSms.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success(`“${input.name}” is on its way.`);
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

/** Pause, resume and cancel of one send, each saying what it did to it by name. */
export function useSendControls(send: { name: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshSends();
  const done = (what: string) => async () => {
    await refresh();
    toast.success(`“${send.name}” ${what}.`);
  };
  const pause = useMutation(trpc.messaging.sends.pause.mutationOptions({ onSuccess: done("paused") }));
  const resume = useMutation(trpc.messaging.sends.resume.mutationOptions({ onSuccess: done("resumed") }));
  const cancel = useMutation(trpc.messaging.sends.cancel.mutationOptions({ onSuccess: done("cancelled") }));
  return { pause, resume, cancel };
}

/** The workspace's CRM lists and segments, to choose whom an email from the copy library goes to (loaded when asked). */
export function useListsToEmail(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.crm.lists.list.queryOptions({}), enabled });
}

"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Topics = MessagingOutputs["preferences"]["topics"];
type TopicsInput = MessagingInputs["preferences"]["topics"];

/** The preference centre's subscription topics (archived ones too when asked). */
export function useTopics(input?: TopicsInput["list"]) {
  const trpc = useTRPC();
  return useQuery(trpc.messaging.preferences.topics.list.queryOptions(input));
}

function useRefreshTopics() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.messaging.preferences.topics.pathKey() });
}

/** Adds a topic; a name that was archived comes back instead. */
export function useCreateTopic(extra: MutationExtras<Topics["create"], TopicsInput["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshTopics();
  return useMutation(
    trpc.messaging.preferences.topics.create.mutationOptions({
      ...extra,
      onSuccess: async (t, input) => {
        toast.success(t.restored ? `“${t.name}” was archived: it's back now.` : `“${t.name}” added.`);
        await refresh();
        await extra.onSuccess?.(t, input);
      },
    }),
  );
}

/** "Restore": an archived topic back in the preference centre (creating it by name restores it). */
export function useRestoreTopic(extra: MutationExtras<Topics["create"], TopicsInput["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshTopics();
  return useMutation(
    trpc.messaging.preferences.topics.create.mutationOptions({
      ...extra,
      onSuccess: async (t, input) => {
        toast.success(`“${t.name}” is back in the preference centre.`);
        await refresh();
        await extra.onSuccess?.(t, input);
      },
    }),
  );
}

export function useUpdateTopic(extra: MutationExtras<Topics["update"], TopicsInput["update"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshTopics();
  return useMutation(
    trpc.messaging.preferences.topics.update.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        toast.success("Topic saved.");
        await refresh();
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

export function useArchiveTopic(extra: MutationExtras<Topics["archive"], TopicsInput["archive"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshTopics();
  return useMutation(
    trpc.messaging.preferences.topics.archive.mutationOptions({
      ...extra,
      onSuccess: async (t, input) => {
        toast.success(`“${t.name}” archived.`);
        await refresh();
        await extra.onSuccess?.(t, input);
      },
    }),
  );
}

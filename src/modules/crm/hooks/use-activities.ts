"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { TimelineSubject } from "../ui/contacts/timeline";
import type { MutationExtras } from "@/trpc/mutation-extras";

/** The timeline of a contact, company or deal, newest first, a page at a time. */
export function useTimeline(subject: TimelineSubject) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.crm.activities.timeline.infiniteQueryOptions(subject, { getNextPageParam: (page) => page.nextCursor ?? undefined }));
}

/** Logs a note, call, meeting or email; `label` names it in the toast ("Call logged."). */
export function useLogActivity(label: (kind: string) => string, { meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.activities.log.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success(`${label(input.kind)} logged.`);
        await onSuccess?.(data, input);
        // The contact's "last activity" moves too.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.crm.activities.timeline.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.list.pathKey() }),
        ]);
      },
    }),
  );
}

export function useDeleteActivity({ meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.activities.delete.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success("Entry deleted.");
        await queryClient.invalidateQueries({ queryKey: trpc.crm.activities.timeline.pathKey() });
        await onSuccess?.(data, input);
      },
    }),
  );
}

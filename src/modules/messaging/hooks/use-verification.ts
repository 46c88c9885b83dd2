"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Verification = MessagingOutputs["verification"];
type VerificationInput = MessagingInputs["verification"];

/** The workspace's verifications (the route prefetches them); asks again every `pollMs` while `poll` says a run is going. */
export function useVerifications({ poll, pollMs }: { poll: (data: Verification["list"]) => boolean; pollMs: number }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messaging.verification.list.queryOptions(), refetchInterval: (q) => (q.state.data && poll(q.state.data) ? pollMs : false) });
}

/** One finished run's summary; nothing is asked while `id` is null. */
export function useVerification(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messaging.verification.get.queryOptions({ id: id ?? "" }), enabled: id !== null });
}

/** A page of a run's results, the previous page shown while the next loads. */
export function useVerificationResults(input: VerificationInput["results"]) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messaging.verification.results.queryOptions(input), placeholderData: keepPreviousData });
}

/** How many addresses an audience holds; nothing is asked before one is chosen. */
export function useVerificationCount(audience: VerificationInput["count"] | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messaging.verification.count.queryOptions(audience ?? { scope: "all" }), enabled: audience !== null, retry: false });
}

/** The CRM lists and segments a verification can cover. */
export function useVerifiableLists() {
  const trpc = useTRPC();
  return useQuery(trpc.crm.lists.list.queryOptions({}));
}

function useRefreshVerifications() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.messaging.verification.list.queryKey() });
}

/** "Verify one address": the verdict comes back at once and joins the history. */
export function useCheckOneAddress(extra: MutationExtras<Verification["checkOne"], VerificationInput["checkOne"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshVerifications();
  return useMutation(
    trpc.messaging.verification.checkOne.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

/** Starts verifying a list, a segment or every contact, as a job whose progress the page follows. */
export function useStartVerification(extra: MutationExtras<Verification["start"], VerificationInput["start"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshVerifications();
  return useMutation(
    trpc.messaging.verification.start.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

/** Stops the running verification; every verification query reloads. */
export function useCancelVerification(extra: MutationExtras<Verification["cancel"], VerificationInput["cancel"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.messaging.verification.cancel.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.verification.pathKey() });
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

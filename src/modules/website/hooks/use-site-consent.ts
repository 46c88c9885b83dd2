"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Out = inferRouterOutputs<AppRouter>["website"]["consent"];
type In = inferRouterInputs<AppRouter>["website"]["consent"];
export type ConsentBannerSettings = Out["get"];
export type ConsentRecordsPage = Out["records"];
export type ConsentRecord = ConsentRecordsPage["records"][number];
export type ConsentRecordsFilter = In["records"];

/** The sites' consent banner settings (loaded when the section opens; owners and admins). */
export function useConsentBanner() {
  const trpc = useTRPC();
  return useQuery(trpc.website.consent.get.queryOptions());
}

/** A page of the site consent records for the filters (the previous page stays while the next loads). */
export function useConsentRecords(filter: ConsentRecordsFilter) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.website.consent.records.queryOptions(filter), placeholderData: keepPreviousData });
}

export function useUpdateConsentBanner(extras: MutationExtras<Out["update"], In["update"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.website.consent.update.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (data) => {
        await queryClient.invalidateQueries({ queryKey: trpc.website.consent.get.queryKey() });
        toast.success(data.reworded ? "Banner saved. Its wording changed, so your sites ask visitors again." : "Banner saved.");
      }, extras),
    }),
  );
}

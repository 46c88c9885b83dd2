"use client";

import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

/** The company profile and logo (prefetched by the route). */
export function useCompanyProfile() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.companyProfile.get.queryOptions());
}

/** The home checklist counts the profile and the logo as steps. */
function useRefreshChecklist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.home.checklist.queryKey() });
}

type Page = inferRouterOutputs<AppRouter>["identity"]["companyProfile"]["get"];

export function useSaveCompanyProfile(extras: MutationExtras<Page, unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshChecklist = useRefreshChecklist();
  return useMutation(
    trpc.identity.companyProfile.save.mutationOptions({
      meta: extras.meta,
      onSuccess: thenCaller<Page, unknown>(async (page) => {
        queryClient.setQueryData(trpc.identity.companyProfile.get.queryKey(), page);
        toast.success("Company profile saved.");
        await refreshChecklist();
      }, extras),
    }),
  );
}

function useRefreshLogo() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshChecklist = useRefreshChecklist();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: trpc.identity.companyProfile.get.queryKey() }), refreshChecklist()]);
}

export function useUploadLogo(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshLogo();
  return useMutation(
    trpc.identity.companyProfile.uploadLogo.mutationOptions({
      meta: extras.meta,
      onSuccess: thenCaller(async () => {
        toast.success("Logo uploaded.");
        await refresh();
      }, extras),
    }),
  );
}

export function useRemoveLogo() {
  const trpc = useTRPC();
  const refresh = useRefreshLogo();
  return useMutation(
    trpc.identity.companyProfile.removeLogo.mutationOptions({
      onSuccess: async () => {
        toast.success("Logo removed.");
        await refresh();
      },
    }),
  );
}

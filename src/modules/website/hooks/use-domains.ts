"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

type Out = inferRouterOutputs<AppRouter>["website"]["pages"]["domains"];
type In = inferRouterInputs<AppRouter>["website"]["pages"]["domains"];
export type CustomDomain = Out["list"][number];

/** The workspace's custom domains (loaded when the section opens). */
export function useCustomDomains() {
  const trpc = useTRPC();
  return useQuery(trpc.website.pages.domains.list.queryOptions());
}

function useRefreshDomains() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.website.pages.domains.pathKey() });
}

export function useAddDomain(extras: MutationExtras<Out["add"], In["add"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDomains();
  return useMutation(
    trpc.website.pages.domains.add.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Domain added. Add its TXT record, then check it.");
      }, extras),
    }),
  );
}

export function useVerifyDomain(extras: MutationExtras<Out["verify"], In["verify"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDomains();
  return useMutation(
    trpc.website.pages.domains.verify.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Domain verified. Your published pages are live on it.");
      }, extras),
    }),
  );
}

export function useRemoveDomain(extras: MutationExtras<Out["remove"], In["remove"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshDomains();
  return useMutation(
    trpc.website.pages.domains.remove.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Domain removed.");
      }, extras),
    }),
  );
}

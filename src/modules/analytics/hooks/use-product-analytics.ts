"use client";

import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import { useTRPC } from "@/trpc/client";
import type { UsageRange } from "../contracts/usage.constants";

type Out = inferRouterOutputs<AppRouter>["analytics"];
type In = inferRouterInputs<AppRouter>["analytics"];
export type ProductAnalyticsSettings = Out["settings"];
export type ProductUsage = Out["usage"];

/** The project token, feature flags and early-access features of the workspace. */
export function useProductAnalyticsSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.analytics.settings.queryOptions());
}

/** The product's usage over the last `days` days. */
export function useProductUsage(days: UsageRange) {
  const trpc = useTRPC();
  return useQuery(trpc.analytics.usage.queryOptions({ days }));
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.analytics.settings.queryKey() });
}

export function useSaveFlag(extra: MutationExtras<Out["flags"]["save"], In["flags"]["save"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.analytics.flags.save.mutationOptions({
      ...extra,
      onSuccess: thenCaller(async (row, input) => {
        await refresh();
        toast.success(input.id ? `Flag ${row.key} saved` : `Flag ${row.key} added`);
      }, extra),
    }),
  );
}

export function useToggleFlag(extra: MutationExtras<Out["flags"]["toggle"], In["flags"]["toggle"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.analytics.flags.toggle.mutationOptions({
      ...extra,
      onSuccess: thenCaller(async (row) => {
        await refresh();
        toast.success(row.enabled ? `Flag ${row.key} turned on` : `Flag ${row.key} turned off`);
      }, extra),
    }),
  );
}

export function useRemoveFlag(extra: MutationExtras<Out["flags"]["remove"], In["flags"]["remove"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.analytics.flags.remove.mutationOptions({
      ...extra,
      onSuccess: thenCaller(async (row) => {
        await refresh();
        toast.success(`Flag ${row.key} deleted`);
      }, extra),
    }),
  );
}

export function useAddEarlyAccess(extra: MutationExtras<Out["earlyAccess"]["add"], In["earlyAccess"]["add"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.analytics.earlyAccess.add.mutationOptions({
      ...extra,
      onSuccess: thenCaller(async (row) => {
        await refresh();
        toast.success(`${row.name} added`);
      }, extra),
    }),
  );
}

export function useRemoveEarlyAccess(extra: MutationExtras<Out["earlyAccess"]["remove"], In["earlyAccess"]["remove"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.analytics.earlyAccess.remove.mutationOptions({
      ...extra,
      onSuccess: thenCaller(async (row) => {
        await refresh();
        toast.success(`${row.name} removed`);
      }, extra),
    }),
  );
}

export function useSetEventLimit(extra: MutationExtras<Out["setEventLimit"], In["setEventLimit"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.analytics.setEventLimit.mutationOptions({
      ...extra,
      onSuccess: thenCaller(async (row) => {
        await refresh();
        toast.success(row.monthlyEventLimit === null ? "Event limit removed" : `Event limit set to ${row.monthlyEventLimit.toLocaleString("en-US")} a month`);
      }, extra),
    }),
  );
}

"use client";

import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import type { MutationExtras } from "@/trpc/mutation-extras";
import { addons, tierById } from "../plans";

type Billing = inferRouterOutputs<AppRouter>["billing"];
type BillingInput = inferRouterInputs<AppRouter>["billing"];

/** The plan, usage and add-ons (the route prefetches it); asks every 1.5 s while `waiting` for Stripe's confirmation. */
export function useBillingOverview({ waiting }: { waiting: boolean }) {
  const trpc = useTRPC();
  return useSuspenseQuery({ ...trpc.billing.overview.queryOptions(), refetchInterval: waiting ? 1500 : false });
}

/** Stripe's prices of the plans and add-ons; nothing is asked when payments aren't set up. */
export function useBillingPrices(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.billing.prices.queryOptions(), enabled });
}

function useRefreshBilling() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
}

/** Opens Stripe's checkout for a plan (the page leaves for Stripe). */
export function useCheckout() {
  const trpc = useTRPC();
  return useMutation(trpc.billing.checkout.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));
}

/** Opens Stripe's customer portal: card and invoices (the page leaves for Stripe). */
export function useBillingPortal() {
  const trpc = useTRPC();
  return useMutation(trpc.billing.portal.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));
}

/** Switches a paid plan to another tier or period; the new limits apply at once. */
export function useChangePlan(extra: MutationExtras<Billing["changePlan"], BillingInput["changePlan"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useMutation(
    trpc.billing.changePlan.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success(`You're on ${tierById(input.plan).name} now. Your new limits apply at once.`);
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

/** Ends the plan at the close of the period. */
export function useCancelPlan() {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success("Your plan will end at the close of this period.");
      },
    }),
  );
}

/** Takes back a cancellation: the plan continues. */
export function useResumePlan() {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useMutation(
    trpc.billing.resume.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success("Your plan continues. Nothing else changes.");
      },
    }),
  );
}

/** Sets how many units of an add-on the plan carries; the limits change at once. */
export function useSetAddon(extra: MutationExtras<Billing["setAddon"], BillingInput["setAddon"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useMutation(
    trpc.billing.setAddon.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await refresh();
        toast.success(`${addons[input.addon].name}: ${data.units} ${data.units === 1 ? "unit" : "units"}. Your limits are updated.`);
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

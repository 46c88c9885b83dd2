"use client";

import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import type { SetNewsletterInput } from "../contracts/newsletter.contracts";

type NewsletterStatus = inferRouterOutputs<AppRouter>["identity"]["newsletter"]["status"];

/*
 * The person's own account: sign-up, passwords, sessions. These forms show their own errors and
 * sign in (or out) afterwards themselves, so the mutations are silent and leave the toasts to them.
 */

export function useSignUp() {
  const trpc = useTRPC();
  return useMutation(trpc.identity.signUp.mutationOptions({ meta: { silent: true } }));
}

/** Whether the person has a password to change (asked when the dialog opens). */
export function usePasswordStatus(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.identity.password.status.queryOptions(), enabled });
}

export function useChangePassword() {
  const trpc = useTRPC();
  return useMutation(trpc.identity.password.change.mutationOptions({ meta: { silent: true } }));
}

export function useRequestPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.identity.password.requestReset.mutationOptions({ meta: { silent: true } }));
}

/** What a reset link says (prefetched by the route). */
export function useResetLink(token: string) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.password.inspectReset.queryOptions({ token }));
}

export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.identity.password.reset.mutationOptions({ meta: { silent: true } }));
}

export function useSignOutEverywhere() {
  const trpc = useTRPC();
  return useMutation(trpc.identity.account.signOutEverywhere.mutationOptions());
}

/** Whether the product newsletter is offered, and the person's current choice (the account menu). */
export function useNewsletterStatus() {
  const trpc = useTRPC();
  return useQuery(trpc.identity.newsletter.status.queryOptions());
}

/** Ticks or unticks "Send me the product newsletter"; Mailchimp hears of it in the background. */
export function useSetNewsletter(extras: MutationExtras<NewsletterStatus, SetNewsletterInput> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.identity.newsletter.set.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller<NewsletterStatus, SetNewsletterInput>((status) => {
        queryClient.setQueryData(trpc.identity.newsletter.status.queryKey(), status);
        toast.success(status.subscribed ? "You'll get the product newsletter." : "You won't get the product newsletter any more.");
      }, extras),
    }),
  );
}

"use client";

import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";

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

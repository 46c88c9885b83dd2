"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { ListAuditInput } from "../contracts/audit.contracts";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";

/** The workspace's members (prefetched by the route). */
export function useMembers() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.members.list.queryOptions());
}

/** Seats of the plan in use, and whether mail can carry invitations. */
export function useSeats() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.members.seats.queryOptions());
}

/** Whether the plan has room for one more teammate (asked before anyone types). */
export function useSeatCheck() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.check.queryOptions({ limit: "users", amount: 1 }));
}

function useRefreshMembers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.identity.members.pathKey() });
}

export function useChangeRole() {
  const trpc = useTRPC();
  const refresh = useRefreshMembers();
  return useMutation(trpc.identity.members.changeRole.mutationOptions({ onSuccess: () => (toast.success("Role changed."), refresh()) }));
}

export function useRemoveMember() {
  const trpc = useTRPC();
  const refresh = useRefreshMembers();
  return useMutation(trpc.identity.members.remove.mutationOptions({ onSuccess: () => (toast.success("Member removed."), refresh()) }));
}

/** Gives the workspace to another member; the person's own role changes, so everything is read again. */
export function useTransferOwnership() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.identity.members.transferOwnership.mutationOptions({
      onSuccess: async () => {
        toast.success("Ownership transferred. You are now an admin.");
        await queryClient.invalidateQueries();
      },
    }),
  );
}

/** Open invitations; while a mail is queued its outcome is seconds away, so it looks again. */
export function useInvitations() {
  const trpc = useTRPC();
  return useSuspenseQuery({
    ...trpc.identity.invitations.list.queryOptions(),
    refetchInterval: (query) => (query.state.data?.some((i) => i.delivery?.state === "queued") ? 3000 : false),
  });
}

function useRefreshTeam() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.identity.pathKey() });
}

type Sent = { email: string; mailed: boolean; link: string; mailError: string | null };

/** Invites a teammate; says so when the mail went (the caller shows the link when it didn't). Seats change too. */
export function useCreateInvitation(extras: MutationExtras<Sent, unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.identity.invitations.create.mutationOptions({
      meta: extras.meta,
      onSuccess: thenCaller<Sent, unknown>(async (sent) => {
        if (sent.mailed) toast.success(`Invitation sent to ${sent.email}.`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.identity.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() }),
        ]);
      }, extras),
    }),
  );
}

export function useResendInvitation() {
  const trpc = useTRPC();
  const refresh = useRefreshTeam();
  return useMutation(
    trpc.identity.invitations.resend.mutationOptions({
      onSuccess: async (sent) => {
        toast.success(sent.mailed ? `Invitation sent again to ${sent.email}.` : `New link made for ${sent.email}. Copy it from the list.`);
        await refresh();
      },
    }),
  );
}

export function useRevokeInvitation() {
  const trpc = useTRPC();
  const refresh = useRefreshTeam();
  return useMutation(trpc.identity.invitations.revoke.mutationOptions({ onSuccess: () => (toast.success("Invitation withdrawn."), refresh()) }));
}

/** What an invitation link says (prefetched by the route). */
export function useInvitationLink(token: string) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.invitations.inspect.queryOptions({ token }));
}

export function useAcceptInvitation(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.identity.invitations.accept.mutationOptions({ meta: extras.meta, onSuccess: thenCaller(() => undefined, extras) }));
}

/** Creates the account of an invited person and joins the workspace; the caller signs in. */
export function useSignUpAndAccept() {
  const trpc = useTRPC();
  return useMutation(trpc.identity.invitations.signUpAndAccept.mutationOptions({ meta: { silent: true } }));
}

/** The security log, page by page (each page starts before the oldest event already shown). */
export function useAuditLog(filters: Omit<ListAuditInput, "cursor">) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.identity.audit.list.infiniteQueryOptions(filters, {
      getNextPageParam: (page) => (page.hasMore ? page.events.at(-1)?.at : undefined),
    }),
  );
}

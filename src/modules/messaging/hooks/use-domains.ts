"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { MessagingInputs, MessagingOutputs, MutationExtras } from "./types";

type Domains = MessagingOutputs["domains"];
type DomainsInput = MessagingInputs["domains"];

/** The workspace's sending domains with their status. */
export function useDomains() {
  const trpc = useTRPC();
  return useQuery(trpc.messaging.domains.list.queryOptions());
}

/** One domain: its DNS records, their statuses and its SMTP server. */
export function useDomain(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.messaging.domains.get.queryOptions({ id }));
}

/** After a change to one domain: its answer goes into the cache, and the list reloads. */
function useDomainChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (view?: Domains["get"]) => {
    if (view) queryClient.setQueryData(trpc.messaging.domains.get.queryKey({ id: view.id }), view);
    await queryClient.invalidateQueries({ queryKey: trpc.messaging.domains.list.queryKey() });
  };
}

export function useAddDomain(extra: MutationExtras<Domains["add"], DomainsInput["add"]> = {}) {
  const trpc = useTRPC();
  const changed = useDomainChanged();
  return useMutation(
    trpc.messaging.domains.add.mutationOptions({
      ...extra,
      onSuccess: async (view, input) => {
        await changed(view);
        toast.success(`${view.domain} added: publish its DNS records`);
        await extra.onSuccess?.(view, input);
      },
    }),
  );
}

/** "Check now": looks the records up again and says whether the domain is verified. */
export function useCheckDomain(extra: MutationExtras<Domains["check"], DomainsInput["check"]> = {}) {
  const trpc = useTRPC();
  const changed = useDomainChanged();
  return useMutation(
    trpc.messaging.domains.check.mutationOptions({
      ...extra,
      onSuccess: async (view, input) => {
        await changed(view);
        if (view.status === "verified") toast.success(`${view.domain} is verified`);
        else toast.error(`${view.domain} isn't verified yet: see what each record needs.`);
        await extra.onSuccess?.(view, input);
      },
    }),
  );
}

export function useRemoveDomain(extra: MutationExtras<Domains["remove"], DomainsInput["remove"]> = {}) {
  const trpc = useTRPC();
  const changed = useDomainChanged();
  return useMutation(
    trpc.messaging.domains.remove.mutationOptions({
      ...extra,
      onSuccess: async (data, input) => {
        await changed();
        toast.success("Domain removed");
        await extra.onSuccess?.(data, input);
      },
    }),
  );
}

export function useSaveDomainSmtp(extra: MutationExtras<Domains["saveSmtp"], DomainsInput["saveSmtp"]> = {}) {
  const trpc = useTRPC();
  const changed = useDomainChanged();
  return useMutation(
    trpc.messaging.domains.saveSmtp.mutationOptions({
      ...extra,
      onSuccess: async (view, input) => {
        await changed(view);
        toast.success(view.smtp.host ? "SMTP server saved" : "This domain now sends through the server's SMTP settings");
        await extra.onSuccess?.(view, input);
      },
    }),
  );
}

/** "Test connection" of a domain's SMTP server (the typed values; the saved password when none is typed). */
export function useTestDomainSmtp(extra: MutationExtras<Domains["testSmtp"], DomainsInput["testSmtp"]> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.messaging.domains.testSmtp.mutationOptions(extra));
}

"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { SUBSCRIPTION_HREF } from "@/modules/billing/client";
import { limitReached } from "@/trpc/query-client";
import { useTRPC } from "@/trpc/client";
import type { MutationExtras } from "@/trpc/mutation-extras";
import type { ListContactsInput } from "../contracts/contacts.contracts";
import type { SegmentRules } from "../contracts/segments.contracts";
import { consentChannelLabel, consentLabel, displayName } from "../ui/contacts/columns";
import { countOf } from "../ui/table/bulk-bar";
import { formatCount } from "@/lib/format";

/**
 * The contacts' reads and writes (STYLE.md, "Forms and data"): every tRPC call of the contacts UI,
 * with its cache keys, its invalidation and its success toast. Components call these; they never
 * invalidate queries themselves.
 */

const contactsWord = (n: number) => countOf(n, "contact", "contacts");

/** The contacts table's query input from the page's filter state: the route prefetches exactly this. */
export type ContactsPageInput = Omit<ListContactsInput, "cursor">;

/**
 * The contacts table, a page at a time: each page is rows, and the first one also says how many
 * contacts match (one compiled filter per request). The route prefetches the first page.
 */
export function useContactsPages(input: ContactsPageInput) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.crm.contacts.list.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData }),
  );
}

/** Refetches every contacts read (after a change the table should show). */
export function useRefreshContacts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
}

/** How many contacts a filter (and search) matches: the filters sheet's count while it is edited. */
export function useContactCount(input: { rules?: SegmentRules; search?: string }) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.contacts.count.queryOptions(input, { placeholderData: keepPreviousData }));
}

/** The workspace's tags in use, most used first. */
export function useContactTags() {
  const trpc = useTRPC();
  return useQuery(trpc.crm.contacts.tags.queryOptions());
}

/** One contact with its company, consent history and the rest of the drawer. */
export function useContact(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.contacts.get.queryOptions({ id }));
}

/** The workspace's static lists (contacts can be put in these by hand or by an import). */
export function useStaticLists() {
  const trpc = useTRPC();
  return useQuery(trpc.crm.lists.list.queryOptions({ kind: "static" }));
}

/** A JSON file of everything about one person (GDPR), asked fresh each time. */
export function useContactDataExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery({ ...trpc.crm.contacts.exportData.queryOptions({ id }), staleTime: 0, gcTime: 0 });
}

export function useCreateContact({ meta, onSuccess }: MutationExtras<{ id: string }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.contacts.create.mutationOptions({
      meta,
      onSuccess: async (contact, input) => {
        toast.success(`${displayName(contact)} added.`);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
        await onSuccess?.(contact, input);
      },
      // A plan limit is said with the way out; the form leaves it to this toast.
      onError: (error) => void (limitReached(error) && toast.error(error.message, { action: { label: "See plans and add-ons", href: SUBSCRIPTION_HREF } })),
    }),
  );
}

export function useUpdateContact({ meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.contacts.update.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success("Contact saved.");
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.crm.activities.timeline.pathKey() }),
        ]);
        await onSuccess?.(data, input);
      },
    }),
  );
}

export function useSetConsent({ meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.contacts.setConsent.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success(`${consentChannelLabel[input.channel]} consent set to ${consentLabel[input.status].toLowerCase()}.`);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
        await onSuccess?.(data, input);
      },
    }),
  );
}

export function useBulkUpdateContacts({ meta, onSuccess }: MutationExtras<{ updated: number }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.contacts.bulkUpdate.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success(`${formatCount(data.updated)} ${data.updated === 1 ? "contact" : "contacts"} updated.`);
        await onSuccess?.(data, input);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
      },
    }),
  );
}

export function useBulkDeleteContacts({ meta, onSuccess }: MutationExtras<{ deleted: number }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.contacts.bulkDelete.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success(`${contactsWord(data.deleted)} deleted.`);
        await onSuccess?.(data, input);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
      },
    }),
  );
}

export function useEraseContact({ meta, onSuccess }: MutationExtras<unknown> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.contacts.erase.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        toast.success("Personal data erased. The address stays suppressed.");
        await onSuccess?.(data, input);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
      },
    }),
  );
}

/** Puts the selected contacts (picked ids or the whole filter) in a static list; `listName` names it in the toast. */
export function useAddContactsToList(listName: (listId: string) => string, { meta, onSuccess }: MutationExtras<{ added: number }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crm.lists.addContacts.mutationOptions({
      meta,
      onSuccess: async (data, input) => {
        const name = listName(input.listId);
        toast.success(data.added === 0 ? `They were all in “${name}” already.` : `${formatCount(data.added)} added to “${name}”.`);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.lists.pathKey() });
        await onSuccess?.(data, input);
      },
    }),
  );
}

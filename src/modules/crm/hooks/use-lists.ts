"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { defaultLeadStatuses, defaultLifecycleStages, type CustomFieldType, type ListKind } from "../contracts/crm-enums";
import type { SegmentRules } from "../contracts/segments.contracts";
import { countOf } from "../ui/table/bulk-bar";
import type { MutationExtras } from "@/trpc/mutation-extras";
import { formatCount } from "@/lib/format";

type Named = { id: string; name: string };

/** Static lists and segments with their member counts. */
export function useLists(kind?: ListKind) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.lists.list.queryOptions(kind ? { kind } : {}));
}

/** A list's contacts, newest first, page after page by cursor. */
export function useListMembers(listId: string, search: string) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.crm.lists.members.infiniteQueryOptions({ listId, search: search || undefined, limit: 50 }, { getNextPageParam: (last) => last.nextCursor }),
    placeholderData: keepPreviousData,
  });
}

/** How many contacts the rules match (the last figure stays while the next is counted). */
export function useRulesCount(rules: SegmentRules, segmentId?: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.crm.lists.count.queryOptions({ rules, segmentId }), placeholderData: keepPreviousData, retry: false, staleTime: 10_000 });
}

function useRefreshLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.crm.lists.pathKey() });
}

export function useCreateList(extras: MutationExtras<Named, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.crm.lists.create.mutationOptions({
      meta: extras.meta,
      onSuccess: async (list, variables) => {
        await refresh();
        toast.success(`“${list.name}” created.`);
        await extras.onSuccess?.(list, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

/** Renames a list or segment (and its description), or saves a segment's rules: the toast says which. */
export function useUpdateList(extras: MutationExtras<Named & { memberCount: number | null }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.crm.lists.update.mutationOptions({
      meta: extras.meta,
      onSuccess: async (list, variables) => {
        await refresh();
        toast.success(variables.rules ? `“${list.name}” saved: ${formatCount(list.memberCount ?? 0)} contacts match.` : `“${list.name}” saved.`);
        await extras.onSuccess?.(list, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

/** Deletes a list or segment (its contacts stay in the CRM). */
export function useDeleteList(list: { name: string }, extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.crm.lists.delete.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`“${list.name}” deleted. Its contacts are still in your CRM.`);
        await extras.onSuccess?.(data, variables);
        await refresh();
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

/** Takes contacts out of a static list. */
export function useRemoveListContacts(list: { name: string }, extras: MutationExtras<{ removed: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.crm.lists.removeContacts.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`${countOf(data.removed, "contact", "contacts")} removed from “${list.name}”.`);
        await extras.onSuccess?.(data, variables);
        await refresh();
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export type RuleOption = { key: string; label: string };
export type RuleCustomField = { key: string; label: string; type: CustomFieldType; options: string[] };

/**
 * What the rule builder offers to choose from: the workspace's lifecycle stages and lead statuses,
 * its contact custom fields, its members (owners), its lists and segments, and the tags in use.
 * Each arrives on its own; until then the builder shows the defaults or an empty picker.
 */
export function useRuleChoices() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.crm.settings.get.queryOptions());
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object: "contact" }));
  const members = useQuery(trpc.identity.members.list.queryOptions());
  const lists = useQuery(trpc.crm.lists.list.queryOptions({}));
  const tags = useQuery(trpc.crm.contacts.tags.queryOptions());
  return useMemo(
    () => ({
      stages: (settings.data?.lifecycleStages ?? defaultLifecycleStages) as readonly RuleOption[],
      statuses: (settings.data?.leadStatuses ?? defaultLeadStatuses) as readonly RuleOption[],
      customFields: (fields.data ?? []).map((f) => ({ key: f.key, label: f.label, type: f.type, options: f.options })) as RuleCustomField[],
      owners: (members.data ?? []).map((m) => ({ key: m.userId, label: m.name || m.email })) as RuleOption[],
      lists: (lists.data ?? []).map((l) => ({ key: l.id, label: l.name, kind: l.kind })),
      tags: (tags.data ?? []).map((t) => t.tag),
    }),
    [settings.data, fields.data, members.data, lists.data, tags.data],
  );
}
export type RuleChoices = ReturnType<typeof useRuleChoices>;

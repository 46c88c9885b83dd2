"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "@/trpc/client";
import { defaultLeadStatuses, defaultLifecycleStages, type CustomFieldType } from "../../contracts/crm-enums";

export type Option = { key: string; label: string };
export type RuleCustomField = { key: string; label: string; type: CustomFieldType; options: string[] };

/**
 * What the rule builder offers: the workspace's lifecycle stages and lead statuses (CRM settings),
 * its contact custom fields, its members (owners), its lists and segments, and the tags in use.
 * Each arrives on its own; until then the builder shows the defaults or an empty picker.
 */
export function useRuleVocab() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.crm.settings.get.queryOptions());
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object: "contact" }));
  const members = useQuery(trpc.identity.members.list.queryOptions());
  const lists = useQuery(trpc.crm.lists.list.queryOptions({}));
  const tags = useQuery(trpc.crm.contacts.tags.queryOptions());
  return useMemo(
    () => ({
      stages: (settings.data?.lifecycleStages ?? defaultLifecycleStages) as readonly Option[],
      statuses: (settings.data?.leadStatuses ?? defaultLeadStatuses) as readonly Option[],
      customFields: (fields.data ?? []).map((f) => ({ key: f.key, label: f.label, type: f.type, options: f.options })) as RuleCustomField[],
      owners: (members.data ?? []).map((m) => ({ key: m.userId, label: m.name || m.email })) as Option[],
      lists: (lists.data ?? []).map((l) => ({ key: l.id, label: l.name, kind: l.kind })),
      tags: (tags.data ?? []).map((t) => t.tag),
    }),
    [settings.data, fields.data, members.data, lists.data, tags.data],
  );
}

export type RuleVocab = ReturnType<typeof useRuleVocab>;

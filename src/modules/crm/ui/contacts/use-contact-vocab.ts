"use client";

import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { can, type Permission } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { defaultLeadStatuses, defaultLifecycleStages, type CustomFieldType } from "../../contracts/crm-enums";
import { optionLabel } from "./columns";

export type ContactCustomField = { id: string; key: string; label: string; type: CustomFieldType; options: string[] };
export type Member = { userId: string; name: string | null; email: string };

/**
 * What the contacts UI needs to read its rows: the workspace's lifecycle stages and lead statuses,
 * its contact custom fields, its members (owners), and what the person's role allows.
 */
export function useContactVocab() {
  const trpc = useTRPC();
  const { data: workspace } = useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
  const settings = useQuery(trpc.crm.settings.get.queryOptions());
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object: "contact" }));
  const members = useQuery(trpc.identity.members.list.queryOptions());
  return useMemo(() => {
    const stages = settings.data?.lifecycleStages ?? defaultLifecycleStages;
    const statuses = settings.data?.leadStatuses ?? defaultLeadStatuses;
    const people: Member[] = members.data ?? [];
    const customFields: ContactCustomField[] = fields.data ?? [];
    const ownerName = (id: string | null | undefined) => {
      if (!id) return "";
      const m = people.find((p) => p.userId === id);
      return m ? m.name || m.email : "Former member";
    };
    return {
      workspaceId: workspace.id,
      role: workspace.role,
      allowed: (permission: Permission) => can(workspace.role, permission),
      stages,
      statuses,
      members: people,
      customFields,
      stageLabel: (key: string | null | undefined) => optionLabel(stages, key),
      statusLabel: (key: string | null | undefined) => optionLabel(statuses, key),
      ownerName,
    };
  }, [workspace, settings.data, fields.data, members.data]);
}

export type ContactVocab = ReturnType<typeof useContactVocab>;

"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { can, useCurrentWorkspace, useWorkspaceSettingsQuery, type Permission } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { defaultLeadStatuses, defaultLifecycleStages, type CustomFieldType } from "../contracts/crm-enums";
import { optionLabel } from "../ui/contacts/columns";

export type CrmMember = { userId: string; name: string | null; email: string };
export type ContactCustomField = { id: string; key: string; label: string; type: CustomFieldType; options: string[] };

/** The active workspace and what the person's role allows in it (read on the server before the first paint). */
export function useWorkspaceRole() {
  const { data: workspace } = useCurrentWorkspace();
  return useMemo(
    () => ({ workspaceId: workspace.id, role: workspace.role, allowed: (permission: Permission) => can(workspace.role, permission) }),
    [workspace.id, workspace.role],
  );
}

/**
 * The one context hook of the CRM UI: what the person's role allows, the workspace's members
 * (owners), its currency and locale (amounts), its lifecycle stages and lead statuses, and its
 * contact custom fields. Each part arrives on its own; until then the defaults stand in.
 */
export function useCrmWorkspace() {
  const trpc = useTRPC();
  const { workspaceId, role, allowed } = useWorkspaceRole();
  const regional = useWorkspaceSettingsQuery();
  const crmSettings = useQuery(trpc.crm.settings.get.queryOptions());
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object: "contact" }));
  const members = useQuery(trpc.identity.members.list.queryOptions());
  return useMemo(() => {
    const people: CrmMember[] = members.data ?? [];
    const stages = crmSettings.data?.lifecycleStages ?? defaultLifecycleStages;
    const statuses = crmSettings.data?.leadStatuses ?? defaultLeadStatuses;
    const customFields: ContactCustomField[] = fields.data ?? [];
    const memberName = (id: string | null | undefined) => {
      if (!id) return null;
      const m = people.find((p) => p.userId === id);
      return m ? m.name || m.email : "Former member";
    };
    return {
      workspaceId,
      role,
      allowed,
      canWrite: allowed("crm.write"),
      canDelete: allowed("crm.delete"),
      canSettings: allowed("crm.settings"),
      currency: regional.data?.currency ?? "USD",
      locale: regional.data?.locale ?? "en-US",
      members: people,
      /** The member's name (or email), "Former member" for someone who left, null for nobody. */
      memberName,
      /** Like `memberName`, "" for nobody (a table cell). */
      ownerName: (id: string | null | undefined) => memberName(id) ?? "",
      stages,
      statuses,
      customFields,
      stageLabel: (key: string | null | undefined) => optionLabel(stages, key),
      statusLabel: (key: string | null | undefined) => optionLabel(statuses, key),
    };
  }, [workspaceId, role, allowed, regional.data, crmSettings.data, fields.data, members.data]);
}
export type CrmWorkspace = ReturnType<typeof useCrmWorkspace>;

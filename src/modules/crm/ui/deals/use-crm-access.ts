"use client";

import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";

export type CrmMember = { userId: string; name: string | null; email: string };

/**
 * What the companies and deals panels need around their records: what the person's role allows,
 * the workspace's members (owners) and its currency and locale (amounts).
 */
export function useCrmAccess() {
  const trpc = useTRPC();
  const { data: workspace } = useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
  const settings = useQuery(trpc.identity.settings.get.queryOptions());
  const members = useQuery(trpc.identity.members.list.queryOptions());
  return useMemo(() => {
    const people: CrmMember[] = members.data ?? [];
    return {
      workspaceId: workspace.id,
      canWrite: can(workspace.role, "crm.write"),
      canDelete: can(workspace.role, "crm.delete"),
      canSettings: can(workspace.role, "crm.settings"),
      currency: settings.data?.currency ?? "USD",
      locale: settings.data?.locale ?? "en-US",
      members: people,
      memberName: (id: string | null | undefined) => {
        if (!id) return null;
        const m = people.find((p) => p.userId === id);
        return m ? m.name || m.email : "Former member";
      },
    };
  }, [workspace.id, workspace.role, settings.data, members.data]);
}
export type CrmAccess = ReturnType<typeof useCrmAccess>;

/** A contact as a person reads it: the name, else the email or phone. */
export function contactLabel(c: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null }): string {
  return [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || c.phone || "Unnamed contact";
}

/** Initials for an owner's badge: "Dana Ray" → "DR", "dana@x.com" → "D". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 && !(name ?? "").includes("@") ? (words[1]?.[0] ?? "") : "")).toUpperCase() || "?";
}

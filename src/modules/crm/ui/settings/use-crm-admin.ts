"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";

/** Whether the person may change CRM settings (owners and admins). */
export function useCrmAdmin(): boolean {
  const trpc = useTRPC();
  const { data: workspace } = useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
  return can(workspace.role, "crm.settings");
}

"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";

/** The first few contacts whose name or email matches what was typed (a picker). */
export function useContactSearch(search: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.crm.contacts.list.queryOptions({ search: search || undefined, limit: 8 }), enabled, placeholderData: keepPreviousData });
}

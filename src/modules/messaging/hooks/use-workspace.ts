"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";

/** The active workspace (its role decides what the messaging pages offer); the route prefetches it. */
export function useCurrentWorkspace() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
}

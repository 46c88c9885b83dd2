"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";

/** Every guide (prefetched by the route). */
export function useGuides() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.guides.list.queryOptions());
}

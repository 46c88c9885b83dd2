import "server-only";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "./server";

/**
 * Hands the server's prefetched queries to the browser's React Query. Its own module: a module that
 * only calls the API on the server (the shell, report pages) doesn't pull React Query's hydration
 * into the browser through @/trpc/server.
 */
export function HydrateClient({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={dehydrate(getQueryClient())}>{children}</HydrationBoundary>;
}

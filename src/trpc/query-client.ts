import { defaultShouldDehydrateQuery, MutationCache, QueryClient } from "@tanstack/react-query";
import superjson from "superjson";

/** Spec §9: queries retry 3 times, mutations never, and results are cached for 5 minutes. */
export const QUERY_RETRIES = 3;
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** A 4xx answer won't change by asking again (not found, forbidden, invalid input…). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  if (typeof status === "number" && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failureCount < QUERY_RETRIES;
}

/** The error of a plan limit (LimitReachedError → PRECONDITION_FAILED with the limit's key). */
export function limitReached(error: unknown): string | null {
  const limit = (error as { data?: { limit?: unknown } } | null)?.data?.limit;
  return typeof limit === "string" ? limit : null;
}

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent`: the caller shows the error itself, so no toast. */
    mutationMeta: { silent?: boolean };
  }
}

/** `onMutationError` runs for every failed mutation (the browser shows a toast). */
export function makeQueryClient(opts: { onMutationError?: (error: Error, silent: boolean) => void } = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => opts.onMutationError?.(error, mutation.meta?.silent === true),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, gcTime: CACHE_TIME_MS, staleTime: 30 * 1000 },
      mutations: { retry: false },
      dehydrate: {
        serializeData: superjson.serialize,
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}

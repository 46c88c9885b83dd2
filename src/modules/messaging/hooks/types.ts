import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

/** What the messaging procedures answer and take, for the hooks' signatures. */
export type MessagingOutputs = inferRouterOutputs<AppRouter>["messaging"];
export type MessagingInputs = inferRouterInputs<AppRouter>["messaging"];

/**
 * What a component adds to a mutation hook: `meta` (`{ silent: true }` under a form, which shows
 * the error itself) and an `onSuccess` for its own state (close a sheet, clear a box), run after
 * the hook's invalidation and toast.
 */
export type MutationExtra<TData, TVariables> = {
  meta?: Record<string, unknown>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
};

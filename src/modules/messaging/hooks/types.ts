import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

/** What the messaging procedures answer and take, for the hooks' signatures. */
export type MessagingOutputs = inferRouterOutputs<AppRouter>["messaging"];
export type MessagingInputs = inferRouterInputs<AppRouter>["messaging"];

export type { MutationExtras } from "@/trpc/mutation-extras";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

export type OverviewData = inferRouterOutputs<AppRouter>["billing"]["overview"];

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

type Imports = inferRouterOutputs<AppRouter>["crm"]["imports"];

export type ImportDetail = Imports["get"];
export type ImportSummary = Imports["list"][number];
export type PreviewCheck = ImportDetail["previewChecks"][number];

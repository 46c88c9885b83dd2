import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

type Crm = inferRouterOutputs<AppRouter>["crm"];

export type Pipeline = Crm["pipelines"]["list"][number];
export type Board = Crm["deals"]["board"];
export type BoardColumn = Board["stages"][number];
export type BoardCard = BoardColumn["deals"][number];
export type DealRow = Crm["deals"]["list"]["rows"][number];
export type DealDetail = Crm["deals"]["get"];
export type CompanyRow = Crm["companies"]["list"]["rows"][number];
export type CompanyDetail = Crm["companies"]["get"];

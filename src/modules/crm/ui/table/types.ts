import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";
import type { SavedViewInput } from "../../contracts/settings.contracts";

/** A saved view of a CRM table (contacts, companies or deals). */
export type SavedView = inferRouterOutputs<AppRouter>["crm"]["savedViews"]["list"][number];

/** What a view keeps of a table: filters, search, sort and columns. */
export type ViewConfig = SavedViewInput["config"];

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

type Crm = inferRouterOutputs<AppRouter>["crm"];

/** A row of the contacts table. */
export type ContactRow = Crm["contacts"]["list"]["rows"][number];
/** A contact with its company and consent history (the drawer). */
export type ContactDetail = Crm["contacts"]["get"];
export type TimelineEntry = Crm["activities"]["timeline"]["entries"][number];
export type { SavedView } from "../table/types";

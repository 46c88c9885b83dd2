import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

type Outputs = inferRouterOutputs<AppRouter>["connectors"];
export type Overview = Outputs["overview"];
export type PlatformView = Overview["platforms"][number];
export type ConnectionView = Overview["connections"][number];
export type SourceView = Overview["sources"][number];
export type RunView = Outputs["sources"]["runs"][number];
export type AccountView = Outputs["connections"]["accounts"][number];

/** What the signed-in person may do on the page. */
export type Access = { canSync: boolean; canManage: boolean };

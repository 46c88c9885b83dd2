import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";

export const workspaceKind = pgEnum("identity_workspace_kind", ["brand", "agency", "client"]);

/** The tenant. A client workspace belongs to the agency workspace that created it. */
export const workspaces = pgTable(
  "identity_workspaces",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull(),
    kind: workspaceKind().notNull().default("brand"),
    agencyId: uuid().references((): AnyPgColumn => workspaces.id, { onDelete: "cascade" }),
    /** Made by the demo seed; the UI labels it as demo data. */
    isDemo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("identity_workspaces_slug_uq").on(t.slug), index("identity_workspaces_agency_idx").on(t.agencyId)],
);

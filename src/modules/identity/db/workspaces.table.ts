import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { dateFormats, weekStarts } from "../contracts/workspace-settings.contracts";

export const workspaceKind = pgEnum("identity_workspace_kind", ["brand", "agency", "client"]);
export const weekStart = pgEnum("identity_week_start", weekStarts);
export const dateFormat = pgEnum("identity_date_format", dateFormats);

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
    /** Regional settings (General settings page); reports and schedules read them. */
    timeZone: text().notNull().default("UTC"),
    currency: text().notNull().default("USD"),
    locale: text().notNull().default("en-US"),
    weekStart: weekStart().notNull().default("monday"),
    dateFormat: dateFormat().notNull().default("YYYY-MM-DD"),
    /** Set when the owner deletes the workspace: hidden at once, removed by `identity.deleteWorkspace`. */
    deletionRequestedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("identity_workspaces_slug_uq").on(t.slug), index("identity_workspaces_agency_idx").on(t.agencyId)],
);

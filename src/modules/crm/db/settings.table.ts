import { boolean, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { crmObjects, customFieldTypes } from "../contracts/crm-enums";

export const crmObject = pgEnum("crm_object", crmObjects);
export const customFieldType = pgEnum("crm_custom_field_type", customFieldTypes);

/** A field a workspace adds to contacts, companies or deals; values live in the record's `custom`. */
export const customFields = pgTable(
  "crm_custom_fields",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    object: crmObject().notNull(),
    /** Stable key in `custom` (snake_case, from the label at creation). */
    key: text().notNull(),
    label: text().notNull(),
    type: customFieldType().notNull(),
    /** Choices of a select or multi-select. */
    options: jsonb().$type<string[]>().notNull().default([]),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("crm_custom_fields_ws_object_key_uq").on(t.workspaceId, t.object, t.key)],
);

export type StageOption = { key: string; label: string };
/** Which fields identify the same person or company when records are created or imported. */
export type DuplicateRules = { contactMatch: "email" | "email_or_phone"; companyMatch: "domain" | "domain_or_name" };

/** The workspace's CRM vocabulary: lifecycle stages, lead statuses and duplicate rules. No row: the defaults. */
export const crmSettings = pgTable("crm_settings", {
  workspaceId: workspaceId().primaryKey(),
  lifecycleStages: jsonb().$type<StageOption[]>().notNull(),
  leadStatuses: jsonb().$type<StageOption[]>().notNull(),
  duplicateRules: jsonb().$type<DuplicateRules>().notNull(),
  ...timestamps,
});

/** A table's saved filters, sort and columns, personal or shared with the workspace. */
export const savedViews = pgTable(
  "crm_saved_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    object: crmObject().notNull(),
    name: text().notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull(),
    shared: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("crm_saved_views_ws_object_name_uq").on(t.workspaceId, t.object, t.createdBy, t.name)],
);

import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

/** An organisation. Its domain (lower-cased, without www.) is unique per workspace. */
export const companies = pgTable(
  "crm_companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    domain: text(),
    industry: text(),
    /** One of companySizes ("11-50"…). */
    size: text(),
    /** Two-letter country code when known ("FR"), else the country as typed: its contacts' phone numbers are read in it. */
    country: text(),
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    custom: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("crm_companies_ws_domain_uq").on(t.workspaceId, t.domain),
    index("crm_companies_ws_name_idx").on(t.workspaceId, t.name),
    // The companies table A to Z (`lower(name), id`, its default order): the first page reads its rows
    // from this index instead of sorting the workspace; it also serves the "same name" duplicate check.
    index("crm_companies_ws_lower_name_idx").on(t.workspaceId, sql`lower(${t.name})`, t.id),
    index("crm_companies_ws_owner_idx").on(t.workspaceId, t.ownerId),
  ],
);

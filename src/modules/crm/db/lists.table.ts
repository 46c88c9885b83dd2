import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { listKinds } from "../contracts/crm-enums";
import { contacts } from "./contacts.table";

export const listKind = pgEnum("crm_list_kind", listKinds);

/**
 * A static list (members added by hand, selection or import) or a segment (members are whoever its
 * rules match, compiled to one SQL query when read; nothing is stored per member).
 */
export const lists = pgTable(
  "crm_lists",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    description: text(),
    kind: listKind().notNull(),
    /** A segment's rules (see segments contracts); null for a static list. */
    rules: jsonb().$type<unknown>(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("crm_lists_ws_name_uq").on(t.workspaceId, t.name)],
);

export const listMembers = pgTable(
  "crm_list_members",
  {
    workspaceId: workspaceId(),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.contactId] }), index("crm_list_members_ws_contact_idx").on(t.workspaceId, t.contactId)],
);

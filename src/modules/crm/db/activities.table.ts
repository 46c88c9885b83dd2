import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { workspaceId } from "@/server/db/workspace-id";
import { activityKinds } from "../contracts/crm-enums";
import { companies } from "./companies.table";
import { contacts } from "./contacts.table";
import { deals } from "./deals.table";

export const activityKind = pgEnum("crm_activity_kind", activityKinds);

/** One entry on the timelines of the contact, company and/or deal it names. */
export const activities = pgTable(
  "crm_activities",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    kind: activityKind().notNull(),
    contactId: uuid().references(() => contacts.id, { onDelete: "cascade" }),
    companyId: uuid().references(() => companies.id, { onDelete: "cascade" }),
    dealId: uuid().references(() => deals.id, { onDelete: "cascade" }),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** One line for the timeline ("Call with Dana", "Moved to Proposal"). */
    title: text().notNull(),
    body: text(),
    /** Kind-specific details (a stage change's from/to, a form's fields…). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("crm_activities_ws_contact_idx").on(t.workspaceId, t.contactId, t.occurredAt.desc()),
    index("crm_activities_ws_company_idx").on(t.workspaceId, t.companyId, t.occurredAt.desc()),
    index("crm_activities_ws_deal_idx").on(t.workspaceId, t.dealId, t.occurredAt.desc()),
    index("crm_activities_ws_kind_idx").on(t.workspaceId, t.kind, t.occurredAt),
  ],
);

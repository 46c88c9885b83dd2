import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";
import { users } from "./users.table";

/** Security-relevant events of a workspace. Append-only: the services only ever insert. */
export const auditEvents = pgTable(
  "identity_audit_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    subject: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("identity_audit_events_ws_at_idx").on(t.workspaceId, t.at)],
);

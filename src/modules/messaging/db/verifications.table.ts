import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lists } from "@/modules/crm/db/lists.table";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { verificationScopes, verificationStatuses } from "../contracts/messaging-enums";

export const verificationStatus = pgEnum("messaging_verification_status", verificationStatuses);
export const verificationScope = pgEnum("messaging_verification_scope", verificationScopes);

/** An email verification run over one address, a list or segment, or every contact, with its progress. */
export const verifications = pgTable(
  "messaging_verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    scope: verificationScope().notNull(),
    listId: uuid().references(() => lists.id, { onDelete: "set null" }),
    /** The list's name or the address, kept for the history after the list is gone. */
    label: text().notNull(),
    status: verificationStatus().notNull().default("queued"),
    probeSmtp: boolean().notNull().default(false),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    valid: integer().notNull().default(0),
    risky: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    error: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("messaging_verifications_ws_created_idx").on(t.workspaceId, t.createdAt)],
);

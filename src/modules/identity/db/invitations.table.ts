import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { memberRole } from "./memberships.table";
import { users } from "./users.table";

/**
 * An invitation to join a workspace with a role. Its link is signed over (id, version, expiry);
 * resending bumps the version, so only the newest link works, and accepting it is possible once.
 */
export const invitations = pgTable(
  "identity_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    email: text().notNull(),
    role: memberRole().notNull(),
    version: integer().notNull().default(1),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the current link's mail was queued with the messaging engine (its delivery is the engine's). */
    sentAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open invitation per address and workspace.
    uniqueIndex("identity_invitations_ws_email_open_uq")
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index("identity_invitations_ws_created_idx").on(t.workspaceId, t.createdAt),
  ],
);

import { bigserial, customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";
import { sends } from "./sends.table";

/** PostgreSQL bytea; PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A file every message of a send carries (a scheduled report's PDF), written in the transaction that
 * writes the send and its outbox, and read once per delivery run.
 */
export const attachments = pgTable(
  "messaging_attachments",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    workspaceId: workspaceId(),
    sendId: uuid()
      .notNull()
      .references(() => sends.id, { onDelete: "cascade" }),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messaging_attachments_ws_send_idx").on(t.workspaceId, t.sendId)],
);

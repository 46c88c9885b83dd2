import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userRef } from "@/server/db/user-ref";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * Every stored object, written in the transaction that accepts it: what counts against the plan's
 * file storage (`usedBytes`), and what a workspace may sign links to. The bytes live in the driver.
 */
export const storageObjects = pgTable(
  "storage_objects",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    key: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    contentType: text().notNull(),
    /** What the file is for (`creative`, `team-file`…): the middle part of its key. */
    purpose: text().notNull(),
    /** The person's name for the file: shown and sent as the download's name, never part of the key. */
    fileName: text(),
    createdBy: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("storage_objects_ws_key_uq").on(t.workspaceId, t.key), index("storage_objects_ws_purpose_idx").on(t.workspaceId, t.purpose)],
);

export type StorageObjectRow = typeof storageObjects.$inferSelect;

import { sql } from "drizzle-orm";
import { bigint, boolean, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userRef } from "@/server/db/user-ref";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * The media library (issue 27): folders, one row per stored file (the bytes and the storage count
 * live in storage_objects, named by `storage_key`), and where each file is used (a landing page, a
 * pop-up, a creative set…), which modules report through `recordMediaUsage`/`clearMediaUsage`.
 */
export const mediaFolders = pgTable(
  "assets_media_folders",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    createdBy: userRef(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("assets_media_folders_ws_id_uq").on(t.workspaceId, t.id),
    uniqueIndex("assets_media_folders_ws_name_uq").on(t.workspaceId, sql`lower(${t.name})`),
  ],
);

export const mediaFiles = pgTable(
  "assets_media",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** Null: not in a folder. Deleting a folder moves its files out (never deletes them); the service checks the folder is the workspace's. */
    folderId: uuid(),
    storageKey: text().notNull(),
    name: text().notNull(),
    altText: text().notNull().default(""),
    contentType: text().notNull(),
    bytes: bigint({ mode: "number" }).notNull(),
    width: integer(),
    height: integer(),
    uploadedBy: userRef(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("assets_media_ws_id_uq").on(t.workspaceId, t.id),
    uniqueIndex("assets_media_ws_key_uq").on(t.workspaceId, t.storageKey),
    index("assets_media_ws_folder_created_idx").on(t.workspaceId, t.folderId, t.createdAt.desc()),
    index("assets_media_ws_created_idx").on(t.workspaceId, t.createdAt.desc()),
  ],
);

export const mediaUsages = pgTable(
  "assets_media_usages",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    mediaId: uuid().notNull(),
    /** The module that uses the file (`assets`, `website`, `messaging`…) and its row's id there. */
    module: text().notNull(),
    refId: text().notNull(),
    label: text().notNull(),
    href: text(),
    /** The use shows the file to anyone (a published landing page): /api/public/media/<workspace>/<file> serves it while such a use stands. */
    public: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("assets_media_usages_uq").on(t.workspaceId, t.mediaId, t.module, t.refId),
    index("assets_media_usages_ref_idx").on(t.workspaceId, t.module, t.refId),
    foreignKey({ columns: [t.workspaceId, t.mediaId], foreignColumns: [mediaFiles.workspaceId, mediaFiles.id], name: "assets_media_usages_media_fk" }).onDelete(
      "cascade",
    ),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;

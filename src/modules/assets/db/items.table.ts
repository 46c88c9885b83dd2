import { sql, type SQL } from "drizzle-orm";
import { boolean, check, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userRef } from "@/server/db/user-ref";
import { workspaceId } from "@/server/db/workspace-id";
import { assetKinds, assetStatuses, type AssetKind, type AssetStatus } from "../contracts/items.constants";
import { brandKits } from "./brand-kits.table";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * One asset of the library hub (copy, creatives, keyword lists… as they arrive). Its text lives in
 * versions; the row carries what the hub lists and filters by, the current version's number and a
 * search column (title + the current version's text as words, `simple` dictionary so any language
 * matches by prefix). Deleting a brand kit leaves its assets without one (`brand_kit_id` set null).
 */
export const assetItems = pgTable(
  "assets_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    kind: text().$type<AssetKind>().notNull(),
    title: text().notNull(),
    status: text().$type<AssetStatus>().notNull().default("draft"),
    brandKitId: uuid().references(() => brandKits.id, { onDelete: "set null" }),
    /** A campaign or plan this asset belongs to (free reference until plans exist). */
    planRef: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: userRef(),
    /** Who sent it for review last: approving your own submission is refused while someone else can. */
    submittedBy: userRef(),
    currentVersion: integer().notNull().default(1),
    /** Title and the current version's text, as plain words (written with every version). */
    searchText: text().notNull().default(""),
    search: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${assetItems.searchText})`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("assets_items_ws_id_uq").on(t.workspaceId, t.id),
    // The hub's order (newest change first) with the keyset's tie-break; kind, status and author
    // filters each walk their own prefix in that order.
    index("assets_items_ws_updated_idx").on(t.workspaceId, t.updatedAt.desc(), t.id.desc()),
    index("assets_items_ws_kind_updated_idx").on(t.workspaceId, t.kind, t.updatedAt.desc(), t.id.desc()),
    index("assets_items_ws_status_updated_idx").on(t.workspaceId, t.status, t.updatedAt.desc(), t.id.desc()),
    index("assets_items_ws_author_updated_idx").on(t.workspaceId, t.authorId, t.updatedAt.desc(), t.id.desc()),
    index("assets_items_ws_kit_updated_idx")
      .on(t.workspaceId, t.brandKitId, t.updatedAt.desc())
      .where(sql`${t.brandKitId} is not null`),
    index("assets_items_ws_plan_updated_idx")
      .on(t.workspaceId, t.planRef, t.updatedAt.desc())
      .where(sql`${t.planRef} is not null`),
    // Counts per kind and status: an index-only scan of the workspace's prefix.
    index("assets_items_ws_kind_status_idx").on(t.workspaceId, t.kind, t.status),
    index("assets_items_tags_gin").using("gin", t.tags),
    index("assets_items_search_gin").using("gin", t.search),
    check("assets_items_kind_ck", sql`${t.kind} in (${inList(assetKinds)})`),
    check("assets_items_status_ck", sql`${t.status} in (${inList(assetStatuses)})`),
  ],
);

/** Every saved state of an asset's text: who, when, why (the note), and the fields as they were. */
export const assetVersions = pgTable(
  "assets_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    assetId: uuid().notNull(),
    version: integer().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    note: text(),
    authorId: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.workspaceId, t.assetId], foreignColumns: [assetItems.workspaceId, assetItems.id], name: "assets_versions_asset_fk" }).onDelete(
      "cascade",
    ),
    uniqueIndex("assets_versions_ws_asset_version_uq").on(t.workspaceId, t.assetId, t.version),
    // "Recent": the assets I touched last.
    index("assets_versions_ws_author_created_idx").on(t.workspaceId, t.authorId, t.createdAt.desc()),
  ],
);

/** Comments on an asset; a deleted one keeps its place ("comment deleted") without its text. */
export const assetComments = pgTable(
  "assets_comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    assetId: uuid().notNull(),
    authorId: userRef(),
    body: text().notNull(),
    deleted: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.workspaceId, t.assetId], foreignColumns: [assetItems.workspaceId, assetItems.id], name: "assets_comments_asset_fk" }).onDelete(
      "cascade",
    ),
    index("assets_comments_ws_asset_created_idx").on(t.workspaceId, t.assetId, t.createdAt),
  ],
);

/**
 * How many assets a workspace has of each kind and status, kept by a trigger on `assets_items`
 * (migration 0027): the hub's unfiltered tab counts read these ≤ 64 rows instead of counting
 * 100,000 assets. Filtered counts still count the matching rows.
 */
export const assetCounts = pgTable(
  "assets_item_counts",
  {
    workspaceId: workspaceId(),
    kind: text().$type<AssetKind>().notNull(),
    status: text().$type<AssetStatus>().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.kind, t.status] })],
);

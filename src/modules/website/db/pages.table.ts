import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brandKits } from "@/modules/assets/db/brand-kits.table";
import { timestamps } from "@/server/db/timestamps";
import { userRef } from "@/server/db/user-ref";
import { workspaceId } from "@/server/db/workspace-id";
import type { PageStatus, PageVersionKind } from "../contracts/pages.constants";
import type { PageData } from "../pages/page-data";

/**
 * A workspace's landing pages. The draft is what the editor saves (Puck's `Data` document, its
 * revision counting saves so two editors can't overwrite each other silently); the published
 * document is the snapshot /p/<workspace>/<slug> serves, untouched by later draft saves.
 */
export const websitePages = pgTable(
  "website_pages",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    title: text().notNull(),
    slug: text().notNull(),
    brandKitId: uuid().references(() => brandKits.id, { onDelete: "set null" }),
    status: text().$type<PageStatus>().notNull().default("draft"),
    draft: jsonb().$type<PageData>().notNull(),
    draftRevision: integer().notNull().default(1),
    published: jsonb().$type<PageData>(),
    /** Counts publishes: the hosted page's cache key. */
    publishedVersion: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    createdBy: userRef(),
    updatedBy: userRef(),
    ...timestamps,
  },
  (t) => [uniqueIndex("website_pages_ws_slug_uq").on(t.workspaceId, t.slug), index("website_pages_ws_updated_idx").on(t.workspaceId, t.updatedAt)],
);

/** Snapshots of a page's document: one per publish and per explicit "save version"; restore copies one into the draft. */
export const websitePageVersions = pgTable(
  "website_page_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    pageId: uuid()
      .notNull()
      .references(() => websitePages.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    kind: text().$type<PageVersionKind>().notNull(),
    data: jsonb().$type<PageData>().notNull(),
    createdBy: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("website_page_versions_page_number_uq").on(t.pageId, t.number), index("website_page_versions_ws_idx").on(t.workspaceId)],
);

import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BrandKit } from "@/modules/ai";
import { userRef } from "@/server/db/user-ref";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * A workspace's brand kits: the kit itself is one jsonb document in the ai module's `brandKit` shape
 * (validated before every write); its name sits beside it for the unique index and the list's order.
 * One kit per workspace is the default (the partial unique index keeps it to one).
 */
export const brandKits = pgTable(
  "assets_brand_kits",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    kit: jsonb().$type<BrandKit>().notNull(),
    isDefault: boolean().notNull().default(false),
    createdBy: userRef(),
    updatedBy: userRef(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("assets_brand_kits_ws_name_uq").on(t.workspaceId, sql`lower(${t.name})`),
    uniqueIndex("assets_brand_kits_ws_default_uq")
      .on(t.workspaceId)
      .where(sql`${t.isDefault}`),
  ],
);

import { uuid } from "drizzle-orm/pg-core";
import { workspaces } from "@/modules/identity/db/workspaces.table";

/** The tenant column of every tenant-owned table: not null, cascades with its workspace. */
export const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

import { uuid } from "drizzle-orm/pg-core";
import { workspaces } from "@/modules/identity/db/workspaces.table";

/** The tenant column of every tenant-owned table: not null, cascades with its workspace. */
export const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

/** A tenant column that may be empty (a row that belongs to no workspace, e.g. a choice made on a public page): cascades with its workspace. */
export const optionalWorkspaceId = () => uuid().references(() => workspaces.id, { onDelete: "cascade" });

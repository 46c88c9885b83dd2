import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import type { LogoType } from "../logo-type";

/** PostgreSQL bytea; PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** The workspace's logo, 1:1 with the workspace, bytes kept in the database (at most 512 KB). */
export const workspaceLogos = pgTable("identity_workspace_logos", {
  workspaceId: workspaceId().primaryKey(),
  /** Detected from the file's first bytes, never taken from the browser. */
  contentType: text().$type<LogoType>().notNull(),
  byteSize: integer().notNull(),
  bytes: bytea().notNull(),
  ...timestamps,
});

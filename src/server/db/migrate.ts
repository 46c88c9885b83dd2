import "server-only";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle } from "./client";

export const migrationsFolder = (root = process.cwd()) => path.join(root, "drizzle");

/** Applies every migration in drizzle/ that the database has not seen. */
export async function migrateDb(handle: DbHandle, folder = migrationsFolder()): Promise<void> {
  // PGlite on its thread migrates itself as it opens (from the server's folder).
  if (handle.migrated) return handle.migrated;
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db, { migrationsFolder: folder });
  }
}

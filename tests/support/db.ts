import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type DbHandle } from "@/server/db/client";
import { migrateDb } from "@/server/db/migrate";

const migrations = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * A fresh, migrated database for one test file: PGlite in memory, or (TEST_DATABASE_URL set) a new
 * database on that PostgreSQL server, dropped again by `close()`.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openPglite();
    await migrateDb(handle, migrations);
    return handle;
  }
  const name = `amt_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await migrateDb(handle, migrations);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const databaseKind = () => (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");

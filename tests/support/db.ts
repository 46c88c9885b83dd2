import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openPglite, openPgliteThread, openPostgres, type DbHandle } from "@/server/db/client";
import { migrateDb } from "@/server/db/migrate";

const migrations = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * A fresh, migrated database for one test file: PGlite in memory, or (TEST_DATABASE_URL set) a new
 * database on that PostgreSQL server, dropped again by `close()`.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const archive = await migratedPglite();
    // TEST_PGLITE_THREAD=1: on the server's driver instead, PGlite in a worker thread.
    if (process.env.TEST_PGLITE_THREAD) return openPgliteThread(undefined, { loadDataDir: new Uint8Array(await archive.arrayBuffer()) });
    return openPglite(undefined, { loadDataDir: archive });
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

/**
 * An in-memory PGlite with every migration applied, as a data-directory archive: made once per
 * set of migrations (and PGlite version) and kept in the system's temporary folder, so each test
 * file starts from it instead of creating a cluster and migrating it (about 1.7 s a file). Another
 * folder of migrations (the backup tests' previous release) gets its own archive.
 */
export async function migratedPglite(folder = migrations): Promise<Blob> {
  const file = path.join(tmpdir(), "amt-test-pglite", `${migrationsKey(folder)}.tar`);
  if (!existsSync(file)) {
    const handle = openPglite();
    await migrateDb(handle, folder);
    const archive = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await handle.close();
    mkdirSync(path.dirname(file), { recursive: true });
    // Another worker may be writing the same archive: each writes its own file, then renames it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, file);
    // Archives of older migrations (44 MB each) go once nothing has used them for an hour.
    for (const old of readdirSync(path.dirname(file))) {
      const full = path.join(path.dirname(file), old);
      const stale = full !== file && Date.now() - (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 3_600_000;
      if (stale) rmSync(full, { force: true });
    }
  }
  const bytes = readFileSync(file);
  const now = new Date();
  utimesSync(file, now, now);
  return new Blob([bytes]);
}

/**
 * A digest of what the archive is made from (the migration files, the code that applies them, and
 * the PGlite and Drizzle versions): any change to them means a new archive.
 */
function migrationsKey(folder: string): string {
  const hash = createHash("sha256");
  const root = path.resolve(import.meta.dirname, "../..");
  for (const file of ["node_modules/@electric-sql/pglite/package.json", "node_modules/drizzle-orm/package.json", "src/server/db/migrate.ts"])
    hash.update(readFileSync(path.join(root, file)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(folder);
  return hash.digest("hex").slice(0, 16);
}

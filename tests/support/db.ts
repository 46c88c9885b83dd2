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
 * database on that PostgreSQL server, copied from a migrated template and dropped again by `close()`.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const archive = await migratedPglite();
    // TEST_PGLITE_THREAD=1: on the server's driver instead, PGlite in a worker thread.
    if (process.env.TEST_PGLITE_THREAD) return openPgliteThread(undefined, { loadDataDir: new Uint8Array(await archive.arrayBuffer()) });
    return openPglite(undefined, { loadDataDir: archive });
  }
  const template = await migratedTemplate(serverUrl);
  const name = `amt_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (admin) => whileInUse(() => admin.query(`create database ${name} template ${template}`)));
  const handle = openPostgres(databaseUrl(serverUrl, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, (cleanup) => cleanup.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Runs a statement that needs a database nobody else is on (copying the template while another file
 * copies it, renaming it while the connection that migrated it is still closing), again while
 * PostgreSQL answers that the database is in use (55006).
 */
async function whileInUse<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL twin of `migratedPglite`: a database with every migration applied, made once per set
 * of migrations on the server (under an advisory lock, so the first file makes it while the others
 * wait), which each file's database is created from (`create database … template`, a file copy)
 * instead of running the migrations again.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `amt_template_${migrationsKey(migrations)}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query("select pg_advisory_lock(24240001)");
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (rowCount) return;
      const building = `${template}_partial`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = openPostgres(databaseUrl(serverUrl, building), 1);
      try {
        await migrateDb(handle, migrations);
      } finally {
        await handle.close();
      }
      await whileInUse(() => admin.query(`alter database ${building} rename to ${template}`));
    } finally {
      await admin.query("select pg_advisory_unlock(24240001)");
    }
  });
  return template;
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

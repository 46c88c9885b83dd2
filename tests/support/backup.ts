import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type DbHandle } from "@/server/db/client";
import { migrateDb } from "@/server/db/migrate";
import { migratedPglite } from "./db";

/**
 * Installs for backup tests: a DATA_DIR in a temporary folder and its database, the embedded one
 * (PGlite on disk in DATA_DIR/pglite) or, under scripts/with-postgres.mjs, a new database on that
 * server. Nothing is created in the database until a test opens it.
 */
export type Install = {
  dataDir: string;
  databaseUrl?: string;
  open: () => DbHandle;
  /** Creates the install's database with every migration of `migrations` (default: drizzle/) applied, and opens it. */
  create: (migrations?: string) => Promise<DbHandle>;
  remove: () => Promise<void>;
};

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function makeInstall(label: string, dataDir = mkdtempSync(path.join(tmpdir(), `amt-${label}-`))): Promise<Install> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      dataDir,
      open: () => openPglite(path.join(dataDir, "pglite")),
      // Migrated in memory once per set of migrations (several times faster than migrating PGlite on disk), then loaded.
      create: async (migrations) => openPglite(path.join(dataDir, "pglite"), { loadDataDir: await migratedPglite(migrations) }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `amt_backup_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    open: () => openPostgres(url.toString(), 2),
    create: async (migrations = path.resolve(import.meta.dirname, "../../drizzle")) => {
      const handle = openPostgres(url.toString(), 2);
      await migrateDb(handle, migrations);
      return handle;
    },
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export type TableDigest = { rows: number; digest: string };

/**
 * Every table of the database (the app's, drizzle's bookkeeping, the job queue's), as a row count
 * and an md5 of its rows in a fixed order: two databases with equal snapshots hold the same rows.
 */
export async function snapshot(handle: DbHandle): Promise<Record<string, TableDigest>> {
  const { rows: tables } = (await handle.executeSql(
    "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2",
    [],
  )) as { rows: { s: string; t: string }[] };
  const out: Record<string, TableDigest> = {};
  for (const { s, t } of tables) {
    const name = `${pg.escapeIdentifier(s)}.${pg.escapeIdentifier(t)}`;
    const { rows } = (await handle.executeSql(
      `select count(*)::int as n, coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as h from ${name} r`,
      [],
    )) as { rows: { n: number; h: string }[] };
    out[`${s}.${t}`] = { rows: rows[0]!.n, digest: rows[0]!.h };
  }
  return out;
}

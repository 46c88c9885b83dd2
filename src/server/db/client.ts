import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { env } from "@/env";
import { getLogger } from "@/server/log";
import { migrationsFolder } from "./migrate";
import { startPgliteThread } from "./pglite-thread";

/**
 * The database every service takes. PGlite and node-postgres share Drizzle's PostgreSQL API. No
 * schema is attached (relational `db.query` is unused): each module imports its own tables.
 */
export type Db = NodePgDatabase;
/** A transaction handle: services that take `Db` accept it too. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Raw SQL access for infrastructure that brings its own queries (pg-boss). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  executeSql: SqlExecutor;
  close: () => Promise<void>;
  /** Set when the database migrates itself as it opens (PGlite on its thread): resolves once done. */
  migrated?: Promise<void>;
};

/**
 * Opens PGlite in a folder, or in memory when `dataDir` is undefined (tests). `loadDataDir` starts it
 * from a `dumpDataDir()` archive instead of an empty cluster (tests start from one already migrated).
 */
export function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): DbHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(new PGlite({ dataDir, loadDataDir: options.loadDataDir }));
}

/**
 * The same database on its own thread (pglite-thread.ts): what the server process uses, so that
 * PostgreSQL's work doesn't wait behind the web server's, nor the web server behind it.
 */
export function openPgliteThread(dataDir?: string, options: { loadDataDir?: Uint8Array; migrationsFolder?: string } = {}): DbHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const thread = startPgliteThread(dataDir, options);
  return { ...pgliteHandle(thread as unknown as PGlite), migrated: options.migrationsFolder ? thread.ready : undefined };
}

function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // pg-boss sends several statements in one string when it has no parameters.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (a restart, a failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on("error", (error) => getLogger().warn({ err: error }, "idle database connection lost"));
  const db = drizzlePg({ client: pool, casing: "snake_case" });
  return {
    db,
    kind: "postgres",
    executeSql: async (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

const globalForDb = globalThis as unknown as { __amtDb?: DbHandle };

/** The process's one database handle, opened on first use. */
export function getDbHandle(): DbHandle {
  globalForDb.__amtDb ??= env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : openPgliteThread(path.resolve(env.DATA_DIR, "pglite"), { migrationsFolder: migrationsFolder() });
  return globalForDb.__amtDb;
}

export const getDb = (): Db => getDbHandle().db;

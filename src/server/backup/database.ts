import "server-only";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { childProcessEnv } from "@/env";

/**
 * The database half of a backup: PGlite's data-directory archive on the embedded database, and
 * pg_dump's custom format (restored by pg_restore) on PostgreSQL.
 */

export class BackupError extends Error {}

const MIGRATIONS_SQL = "select created_at from drizzle.__drizzle_migrations";
const USER_SCHEMAS_SQL = "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'";
const USER_TABLES_SQL = "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')";

/** Whether a folder holds a PGlite (PostgreSQL) cluster. */
export const hasPgliteCluster = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

async function migrationRows(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<{ created_at: string | number }[]> {
  const exists = (await query("select to_regclass('drizzle.__drizzle_migrations') is not null as ok")).rows[0] as { ok: boolean };
  return exists.ok ? ((await query(MIGRATIONS_SQL)).rows as { created_at: string | number }[]) : [];
}

/** Opens the embedded database folder, dumps it (uncompressed: the archive is compressed as a whole). */
export async function dumpPglite(dir: string): Promise<{ bytes: Buffer; migrations: { created_at: string | number }[] }> {
  const client = await PGlite.create({ dataDir: dir });
  try {
    const migrations = await migrationRows((sql) => client.query(sql));
    const archive = await client.dumpDataDir("none");
    return { bytes: Buffer.from(await archive.arrayBuffer()), migrations };
  } finally {
    await client.close();
  }
}

/** Creates a PGlite cluster in `dir` (which must not hold one) from a dump, and checks it opens. */
export async function loadPglite(dir: string, bytes: Buffer): Promise<void> {
  const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(bytes)]) });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
}

/** A PostgreSQL client tool: on PATH, or in Debian's versioned folders (newest first). */
export function findPgTool(tool: "pg_dump" | "pg_restore"): string {
  const onPath = spawnSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      if (existsSync(path.join(root, v, "bin", tool))) return path.join(root, v, "bin", tool);
    }
  }
  throw new BackupError(
    `${tool} was not found. Install the PostgreSQL client tools (on Debian or Ubuntu: apt-get install postgresql-client) at the server's version or newer, then run this again.`,
  );
}

/**
 * Where pg_dump and pg_restore connect, with the password kept off their command line (any user of
 * the machine can read a process's arguments in `ps`): the URL without its password, in the userinfo
 * or a `password` parameter, and the password apart, for the child's PGPASSWORD. Pure.
 */
function splitPassword(url: string): { dbname: string; password: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackupError("The database URL isn't a URL such as postgres://user:password@host:5432/database. Correct DATABASE_URL, then run this again.");
  }
  let password = parsed.searchParams.get("password");
  if (password !== null) parsed.searchParams.delete("password");
  if (parsed.password) {
    try {
      password = decodeURIComponent(parsed.password);
    } catch {
      password = parsed.password;
    }
    parsed.password = "";
  }
  return { dbname: parsed.toString(), password };
}

/** pg_dump's or pg_restore's arguments for `url` and the dump `file`, and what the child's environment adds (the password). Pure. */
export function pgToolCommand(tool: "pg_dump" | "pg_restore", url: string, file: string): { args: string[]; env: Record<string, string> } {
  const { dbname, password } = splitPassword(url);
  const args =
    tool === "pg_dump"
      ? ["--format=custom", "--compress=0", "--no-owner", "--no-acl", `--file=${file}`, `--dbname=${dbname}`]
      : ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file];
  return { args, env: password === null ? {} : { PGPASSWORD: password } };
}

function run(cmd: string, { args, env }: { args: string[]; env: Record<string, string> }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"], env: childProcessEnv(env) });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => void (stderr += d.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new BackupError(`${path.basename(cmd)} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** pg_dump in custom format to `file` (a consistent snapshot even while the app runs). */
export async function dumpPostgres(url: string, file: string): Promise<{ migrations: { created_at: string | number }[] }> {
  const pgDump = findPgTool("pg_dump");
  const migrations = await withPg(url, (client) => migrationRows((sql) => client.query(sql)));
  await run(pgDump, pgToolCommand("pg_dump", url, file));
  return { migrations };
}

/** Whether the database has any table of its own. */
export const postgresHasTables = (url: string) => withPg(url, async (client) => ((await client.query(USER_TABLES_SQL)).rows[0] as { n: number }).n > 0);

/**
 * Restores a custom-format dump into the database, in one transaction. `replace` first drops every
 * schema of the database (tables, queue, migration bookkeeping) and recreates an empty `public`.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  const pgRestore = findPgTool("pg_restore");
  if (replace) {
    await withPg(url, async (client) => {
      const schemas = (await client.query(USER_SCHEMAS_SQL)).rows as { name: string }[];
      await client.query("begin");
      for (const s of schemas) await client.query(`drop schema ${pg.escapeIdentifier(s.name)} cascade`);
      await client.query("create schema public");
      await client.query("commit");
    });
  }
  await run(pgRestore, pgToolCommand("pg_restore", url, file));
}

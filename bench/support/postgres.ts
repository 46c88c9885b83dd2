/**
 * Benchmark helpers for PostgreSQL runs: a fresh database per run on the BENCH_DATABASE_URL server
 * (dropped again by `drop()`), and the psql binary for `\copy` baselines.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPostgres, type DbHandle } from "../../src/server/db/client";

/** A new, empty database on the server at `serverUrl`, with a handle to it. */
export async function freshPostgres(serverUrl: string): Promise<{ handle: DbHandle; url: string; drop: () => Promise<void> }> {
  const name = `amt_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** psql on the PATH or in Debian's /usr/lib/postgresql, or null. */
export function findPsql(): string | null {
  const which = spawnSync("sh", ["-c", "command -v psql"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const rootDir = "/usr/lib/postgresql";
  if (!existsSync(rootDir)) return null;
  for (const v of readdirSync(rootDir).sort((a, b) => Number(b) - Number(a))) {
    const bin = path.join(rootDir, v, "bin", "psql");
    if (existsSync(bin)) return bin;
  }
  return null;
}

import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Format of the archive; a restore refuses any other. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = "manifest.json";
export const DATABASE_PARTS = { pglite: "database/pglite.tar", postgres: "database/postgres.dump" } as const;
/** Local files (everything in DATA_DIR but the database) sit under this folder of the archive. */
export const FILES_PREFIX = "files/";

const migrationLevel = z.object({
  /** Migrations applied. */
  count: z.number().int().min(0),
  /** The last applied migration: its journal tag (null when this code's journal doesn't name it) and drizzle's timestamp. */
  last: z.object({ tag: z.string().nullable(), createdAt: z.number() }).nullable(),
});
export type MigrationLevel = z.infer<typeof migrationLevel>;

const secretSource = z.object({ source: z.enum(["data-dir", "setting", "none"]), id: z.string().nullable() });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  app: z.literal("ai-marketing-tools"),
  productVersion: z.string(),
  createdAt: z.string(),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), migrations: migrationLevel }),
  /** Where the secrets the data depends on came from, and their fingerprints (never the secrets). */
  secrets: z.object({ vault: secretSource, auth: secretSource }),
  parts: z.array(z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

type Journal = { entries: { idx: number; when: number; tag: string }[] };

export function readJournal(migrationsFolder: string): Journal {
  return JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The migration level of a database from drizzle's bookkeeping rows (`created_at` is the journal's `when`). */
export function levelOf(rows: { created_at: string | number }[], journal: Journal): MigrationLevel {
  const times = rows.map((r) => Number(r.created_at)).sort((a, b) => a - b);
  const last = times.at(-1);
  if (last === undefined) return { count: 0, last: null };
  return { count: times.length, last: { createdAt: last, tag: journal.entries.find((e) => e.when === last)?.tag ?? null } };
}

/**
 * Why this code can't take a backup's database, or null when it can: a backup from a newer version
 * has migrations this code doesn't know, and an older version can't undo them.
 */
export function newerThanCode(level: MigrationLevel, journal: Journal, productVersion: string): string | null {
  if (!level.last) return null;
  const known = journal.entries.some((e) => e.when === level.last!.createdAt);
  const newest = Math.max(...journal.entries.map((e) => e.when));
  if (known && level.last.createdAt <= newest) return null;
  return `This backup comes from a newer version of AI Marketing Tools (${productVersion}): its database has changes (migration ${level.last.tag ?? level.last.createdAt}) this version doesn't know. Update the app to that version or later, then restore.`;
}

export const productVersion = (root: string): string => (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;

import "server-only";
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { dataDirFiles, PGLITE_FOLDER, runningServer, secretsOf, type SecretSettings } from "./data-dir";
import { BackupError, dumpPglite, dumpPostgres, hasPgliteCluster } from "./database";
import { BACKUP_FORMAT, DATABASE_PARTS, FILES_PREFIX, levelOf, MANIFEST_NAME, productVersion, readJournal, type Manifest } from "./manifest";
import { TarWriter } from "./tar";

export type BackupOptions = {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** PostgreSQL connection string; unset, the embedded database in DATA_DIR/pglite. */
  databaseUrl?: string;
  /** The CONNECTORS_ENCRYPTION_KEY and NEXTAUTH_SECRET settings, when set (only fingerprints are recorded). */
  secretSettings?: SecretSettings;
  /** Where to write; default DATA_DIR/backups/<timestamp>.amt-backup. */
  out?: string;
  /** The app's folder (package.json, drizzle/). */
  root: string;
  progress?: (line: string) => void;
};

export type BackupResult = { file: string; size: number; manifest: Manifest };

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d+Z$/, "Z");

/**
 * Writes one gzip-compressed tar: the database (`database/…`), every local file of DATA_DIR
 * (`files/…`), and last `manifest.json` with the format, the database kind and migration level,
 * the product version and the sha256 of every part. The file appears under its name only once complete.
 */
export async function createBackup(opts: BackupOptions): Promise<BackupResult> {
  const say = opts.progress ?? (() => undefined);
  const kind = opts.databaseUrl ? "postgres" : "pglite";
  const pgliteDir = path.join(opts.dataDir, PGLITE_FOLDER);
  if (kind === "pglite") {
    const pid = runningServer(opts.dataDir);
    if (pid)
      throw new BackupError(
        `The app (process ${pid}) is running and holds the embedded database in ${opts.dataDir}. Stop it, run the backup, then start it again.`,
      );
    if (!hasPgliteCluster(pgliteDir)) throw new BackupError(`There is no database to back up in ${pgliteDir}.`);
  }
  const createdAt = new Date();
  const file = path.resolve(opts.out ?? path.join(opts.dataDir, "backups", `${stamp(createdAt)}.amt-backup`));
  const partial = `${file}.partial`;
  mkdirSync(path.dirname(file), { recursive: true });
  const journal = readJournal(path.join(opts.root, "drizzle"));
  const parts: Manifest["parts"] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), "amt-backup-"));
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const tar = new TarWriter(gzip);
  try {
    let migrations: { created_at: string | number }[];
    if (kind === "pglite") {
      say(`Dumping the embedded database in ${pgliteDir}…`);
      const dump = await dumpPglite(pgliteDir);
      migrations = dump.migrations;
      parts.push({ name: DATABASE_PARTS.pglite, size: dump.bytes.length, sha256: await tar.add(DATABASE_PARTS.pglite, dump.bytes.length, dump.bytes) });
    } else {
      say("Dumping the PostgreSQL database with pg_dump…");
      const dumpFile = path.join(scratch, "postgres.dump");
      migrations = (await dumpPostgres(opts.databaseUrl!, dumpFile)).migrations;
      const size = statSync(dumpFile).size;
      parts.push({ name: DATABASE_PARTS.postgres, size, sha256: await tar.add(DATABASE_PARTS.postgres, size, createReadStream(dumpFile)) });
    }
    const files = dataDirFiles(opts.dataDir, [file, partial]);
    say(`Adding ${files.length} local file${files.length === 1 ? "" : "s"} from ${opts.dataDir}…`);
    for (const rel of files) {
      const full = path.join(opts.dataDir, rel);
      const stat = statSync(full);
      const name = `${FILES_PREFIX}${rel}`;
      parts.push({ name, size: stat.size, sha256: await tar.add(name, stat.size, createReadStream(full), stat.mtime) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: "ai-marketing-tools",
      productVersion: productVersion(opts.root),
      createdAt: createdAt.toISOString(),
      database: { kind, migrations: levelOf(migrations, journal) },
      secrets: secretsOf(opts.dataDir, opts.secretSettings ?? {}),
      parts,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.add(MANIFEST_NAME, manifestBytes.length, manifestBytes);
    await tar.finish();
    await written;
    renameSync(partial, file);
    return { file, size: statSync(file).size, manifest };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

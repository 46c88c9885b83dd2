import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { finished } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import {
  dataDirFiles,
  isReserved,
  PGLITE_FOLDER,
  runningServer,
  SECRETS,
  secretOf,
  STAGING_PREFIX,
  storedFolders,
  type SecretName,
  type SecretSettings,
} from "./data-dir";
import { BackupError, hasPgliteCluster, loadPglite, postgresHasTables, restorePostgres } from "./database";
import { DATABASE_PARTS, FILES_PREFIX, MANIFEST_NAME, manifestSchema, newerThanCode, readJournal, type Manifest } from "./manifest";
import { readTar, type TarEntry } from "./tar";

export type RestoreOptions = {
  /** The backup file. */
  file: string;
  /** Absolute DATA_DIR of this install. */
  dataDir: string;
  /** PostgreSQL connection string; unset, the embedded database in DATA_DIR/pglite. */
  databaseUrl?: string;
  /** This install's CONNECTORS_ENCRYPTION_KEY and NEXTAUTH_SECRET settings, when set. */
  secretSettings?: SecretSettings;
  /** Replace a database and stored files that are already there. */
  force?: boolean;
  /** The app's folder (drizzle/ tells which migrations this version knows). */
  root: string;
  progress?: (line: string) => void;
};

export type RestoreResult = { manifest: Manifest; warnings: string[] };

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

async function save(entry: TarEntry, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = createWriteStream(file, { mode: 0o600 });
  const hash = createHash("sha256");
  try {
    for await (const chunk of entry.body) {
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, "drain");
    }
  } catch (error) {
    // Close the file before the caller removes the staging folder.
    out.destroy();
    await finished(out).catch(() => undefined);
    throw error;
  }
  out.end();
  await finished(out);
  return hash.digest("hex");
}

/** Reads the archive into `staging`, checking every part against the manifest; answers the manifest. */
async function extract(file: string, staging: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > MAX_MANIFEST_BYTES) throw new BackupError("The backup's manifest is too large to be one of ours.");
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString("utf8");
      } else if (
        entry.name === DATABASE_PARTS.pglite ||
        entry.name === DATABASE_PARTS.postgres ||
        (entry.name.startsWith(FILES_PREFIX) && !isReserved(entry.name.slice(FILES_PREFIX.length).split("/")[0]!))
      ) {
        seen.set(entry.name, { size: entry.size, sha256: await save(entry, path.join(staging, entry.name)) });
      } else {
        throw new BackupError(`The backup holds something this version doesn't know (${entry.name}).`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} isn't a readable backup: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (manifestText === undefined) throw new BackupError(`${file} isn't a complete backup: it has no manifest (the file may be cut short).`);
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    throw new BackupError("The backup's manifest is damaged.");
  }
  if (!parsed.success) throw new BackupError("The backup's manifest isn't one this version reads (another format, or another product).");
  const manifest = parsed.data;
  if (!manifest.parts.some((p) => p.name === DATABASE_PARTS[manifest.database.kind])) throw new BackupError("The backup is incomplete: it has no database.");
  for (const part of manifest.parts) {
    const got = seen.get(part.name);
    if (!got) throw new BackupError(`The backup is incomplete: ${part.name} is missing.`);
    if (got.size !== part.size || got.sha256 !== part.sha256) throw new BackupError(`The backup is damaged: ${part.name} doesn't match its checksum.`);
    seen.delete(part.name);
  }
  if (seen.size > 0) throw new BackupError(`The backup holds parts its manifest doesn't list (${[...seen.keys()][0]}).`);
  return manifest;
}

const secretUse: Record<SecretName, string> = {
  vault: "seals the connector tokens, sending-domain keys and mailbox passwords in this backup (otherwise people must reconnect them)",
  auth: "signs the unsubscribe and tracking links of mail already sent and open invitations (otherwise those links stop working and everyone signs in again)",
};

/** What to set before starting, when the restored data depends on a secret this install doesn't use. */
function secretWarnings(manifest: Manifest, dataDir: string, settings: SecretSettings): string[] {
  const warnings: string[] = [];
  for (const name of Object.keys(SECRETS) as SecretName[]) {
    const was = manifest.secrets[name];
    const now = secretOf(name, dataDir, settings[name]);
    if (was.source === "none" || was.id === now.id) continue;
    const setting = SECRETS[name].setting;
    warnings.push(
      was.source === "setting"
        ? `Set ${setting} to the value the backed-up install used (a backup doesn't hold settings) before starting the app: it ${secretUse[name]}.`
        : `${setting} is set to another value than the restored DATA_DIR/${SECRETS[name].file}, and the setting wins. Unset it (or set it to the restored value) before starting the app: that value ${secretUse[name]}.`,
    );
  }
  return warnings;
}

/**
 * Brings a backup back: checks the manifest and every part's checksum, refuses a backup from a
 * newer version, refuses to overwrite an install that has data unless `force`, then restores the
 * database and the local files. The app migrates an older backup forward when it starts.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const say = opts.progress ?? (() => undefined);
  if (!existsSync(opts.file)) throw new BackupError(`There is no file ${opts.file}.`);
  const pid = runningServer(opts.dataDir);
  if (pid) throw new BackupError(`The app (process ${pid}) is running on ${opts.dataDir}. Stop it, restore, then start it again.`);
  const kind = opts.databaseUrl ? "postgres" : "pglite";
  const pgliteDir = path.join(opts.dataDir, PGLITE_FOLDER);
  const folders = storedFolders(opts.dataDir);
  const hasDatabase = kind === "pglite" ? hasPgliteCluster(pgliteDir) : await postgresHasTables(opts.databaseUrl!);
  const hasFiles = dataDirFiles(opts.dataDir).some((rel) => folders.includes(rel.split("/")[0]!));
  if ((hasDatabase || hasFiles) && !opts.force) {
    const what = hasDatabase ? (kind === "pglite" ? `a database in ${pgliteDir}` : "tables in the PostgreSQL database") : `stored files in ${opts.dataDir}`;
    throw new BackupError(`This install already has data (${what}). A restore replaces it: run it again with --force to replace it.`);
  }

  mkdirSync(opts.dataDir, { recursive: true });
  const staging = path.join(opts.dataDir, `${STAGING_PREFIX}${randomBytes(4).toString("hex")}`);
  try {
    say(`Reading and checking ${opts.file}…`);
    const manifest = await extract(opts.file, staging);
    const newer = newerThanCode(manifest.database.migrations, readJournal(path.join(opts.root, "drizzle")), manifest.productVersion);
    if (newer) throw new BackupError(newer);
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        manifest.database.kind === "pglite"
          ? "This backup is of the embedded database, but this install uses PostgreSQL (DATABASE_URL is set). Restore it on an install without DATABASE_URL."
          : "This backup is of a PostgreSQL database, but this install uses the embedded database (DATABASE_URL is unset). Set DATABASE_URL to an empty PostgreSQL database and restore again.",
      );
    }

    if (kind === "pglite") {
      say(`Restoring the embedded database into ${pgliteDir}…`);
      const fresh = `${pgliteDir}.restoring`;
      rmSync(fresh, { recursive: true, force: true });
      await loadPglite(fresh, readFileSync(path.join(staging, DATABASE_PARTS.pglite)));
      rmSync(pgliteDir, { recursive: true, force: true });
      renameSync(fresh, pgliteDir);
    } else {
      say("Restoring the PostgreSQL database with pg_restore…");
      await restorePostgres(opts.databaseUrl!, path.join(staging, DATABASE_PARTS.postgres), hasDatabase);
    }

    const files = path.join(staging, FILES_PREFIX);
    const top = existsSync(files) ? readdirSync(files) : [];
    say(`Restoring local files into ${opts.dataDir}…`);
    for (const folder of folders) rmSync(path.join(opts.dataDir, folder), { recursive: true, force: true });
    for (const name of top) {
      rmSync(path.join(opts.dataDir, name), { recursive: true, force: true });
      renameSync(path.join(files, name), path.join(opts.dataDir, name));
    }
    return { manifest, warnings: secretWarnings(manifest, opts.dataDir, opts.secretSettings ?? {}) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${pgliteDir}.restoring`, { recursive: true, force: true });
  }
}

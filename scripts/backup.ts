/**
 * `npm run backup [-- --out <file>]`: writes one compressed file with the database (PGlite's data
 * directory, or pg_dump on PostgreSQL) and every local file of DATA_DIR; by default
 * DATA_DIR/backups/<timestamp>.amt-backup. With the embedded database, stop `npm start` first.
 */
import path from "node:path";
import { assertEnv, env } from "../src/env";
import { createBackup } from "../src/server/backup/backup";
import { BackupError } from "../src/server/backup/database";
import { formatSize } from "../src/server/backup/size";

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if ((outAt >= 0 && !out) || args.some((a, i) => a !== "--out" && i !== outAt + 1)) {
  console.error("Usage: npm run backup [-- --out <file>]");
  process.exit(2);
}
process.env.NEXTAUTH_SECRET ??= "backup-does-not-sign-sessions-00000000000000";
assertEnv();

try {
  const result = await createBackup({
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    vaultKeySetting: env.CONNECTORS_ENCRYPTION_KEY,
    out,
    root: path.resolve(import.meta.dirname, ".."),
    progress: (line) => console.log(line),
  });
  if (result.manifest.vaultKey.source === "setting") {
    console.log("Note: connector tokens are sealed with the CONNECTORS_ENCRYPTION_KEY setting, which isn't in the backup. Keep that key with the backup.");
  }
  console.log(`Backup written: ${result.file} (${formatSize(result.size)}, ${result.manifest.parts.length} parts). It holds the keys to the secrets it contains: keep it as safe as the server.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}

/**
 * `npm run restore -- <file> [--force]`: brings back a backup made by `npm run backup` on this
 * install (DATA_DIR, and DATABASE_URL when set). Refuses an install that already has data unless
 * --force, and a backup from a newer version. Stop the app first; start it afterwards as usual.
 */
import path from "node:path";
import { assertEnv, env } from "../src/env";
import { BackupError } from "../src/server/backup/database";
import { restoreBackup } from "../src/server/backup/restore";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((a) => a !== "--force");
if (files.length !== 1 || files[0]!.startsWith("--")) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}
// Unset, the app reads DATA_DIR/auth-secret (see scripts/start.mjs); restore only needs to know which.
const authSecretSetting = process.env.NEXTAUTH_SECRET;
process.env.NEXTAUTH_SECRET ??= "restore-does-not-sign-sessions-0000000000000";
assertEnv();

try {
  const { manifest, warnings } = await restoreBackup({
    file: path.resolve(files[0]!),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    secretSettings: { vault: env.CONNECTORS_ENCRYPTION_KEY, auth: authSecretSetting && env.NEXTAUTH_SECRET },
    force,
    root: path.resolve(import.meta.dirname, ".."),
    progress: (line) => console.log(line),
  });
  for (const w of warnings) console.warn(`Warning: ${w}`);
  console.log(`Restored the backup of ${manifest.createdAt} (version ${manifest.productVersion}, ${manifest.parts.length} parts) into ${path.resolve(env.DATA_DIR)}${env.DATABASE_URL ? " and the PostgreSQL database" : ""}. Start the app as usual.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}

/**
 * `npm run restore -- <file> [--force]`: brings back a backup made by `npm run backup` on this
 * install (DATA_DIR, and DATABASE_URL when set). Refuses an install that already has data unless
 * --force, and a backup from a newer version. Stop the app first; start it afterwards as usual.
 */
import path from "node:path";
import { restoreBackup } from "../src/server/backup/restore";
import { onInstall, usage } from "./backup-command";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((a) => a !== "--force");
if (files.length !== 1 || files[0]!.startsWith("--")) usage("Usage: npm run restore -- <backup file> [--force]");

await onInstall("restore", async (install) => {
  const { manifest, warnings } = await restoreBackup({ ...install, file: path.resolve(files[0]!), force });
  for (const w of warnings) console.warn(`Warning: ${w}`);
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.productVersion}, ${manifest.parts.length} parts) into ${install.dataDir}${install.databaseUrl ? " and the PostgreSQL database" : ""}. Start the app as usual.`,
  );
});

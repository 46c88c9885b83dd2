/**
 * `npm run backup [-- --out <file>]`: writes one compressed file with the database (PGlite's data
 * directory, or pg_dump on PostgreSQL) and every local file of DATA_DIR; by default
 * DATA_DIR/backups/<timestamp>.amt-backup. With the embedded database, stop `npm start` first.
 */
import { createBackup } from "../src/server/backup/backup";
import { SECRETS, type SecretName } from "../src/server/backup/data-dir";
import { formatBytes } from "../src/lib/format";
import { onInstall, usage } from "./backup-command";

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if ((outAt >= 0 && !out) || args.some((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1))) usage("Usage: npm run backup [-- --out <file>]");

await onInstall("backup", async (install) => {
  const result = await createBackup({ ...install, out });
  const { secrets } = result.manifest;
  const inSettings = (Object.keys(secrets) as SecretName[]).filter((name) => secrets[name].source === "setting").map((name) => SECRETS[name].setting);
  const inFiles = (Object.keys(secrets) as SecretName[]).filter((name) => secrets[name].source === "data-dir").map((name) => SECRETS[name].file);
  if (inSettings.length > 0)
    console.log(`Note: the backup doesn't hold ${inSettings.join(" or ")}; keep their values with it, the restored install needs the same.`);
  if (inFiles.length > 0)
    console.log(`Note: the backup holds the secrets in DATA_DIR (${inFiles.join(", ")}) next to the data they protect: keep it as safe as the server.`);
  console.log(`Backup written: ${result.file} (${formatBytes(result.size)}, ${result.manifest.parts.length} parts)`);
});

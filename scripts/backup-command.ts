/**
 * What `npm run backup` and `npm run restore` share: the usage error, this install's settings
 * (DATA_DIR, DATABASE_URL, which secrets are settings) and a BackupError printed as its sentence.
 */
import path from "node:path";
import { assertEnv, env } from "../src/env";
import type { BackupOptions } from "../src/server/backup/backup";
import { BackupError } from "../src/server/backup/database";

/** The options createBackup and restoreBackup both take from the install. */
export type InstallOptions = Pick<BackupOptions, "dataDir" | "databaseUrl" | "secretSettings" | "root" | "progress">;

/** Prints how to call the command and exits with 2. */
export function usage(line: string): never {
  console.error(line);
  process.exit(2);
}

/** Loads the settings and runs the command on this install; a BackupError prints its sentence and exits with 1. */
export async function onInstall(command: "backup" | "restore", run: (install: InstallOptions) => Promise<void>): Promise<void> {
  // Unset, the app reads DATA_DIR/auth-secret (see scripts/start.mjs); the command only needs to know which.
  const authSecretSetting = process.env.NEXTAUTH_SECRET;
  process.env.NEXTAUTH_SECRET ??= `${command}-does-not-sign-sessions-`.padEnd(44, "0");
  assertEnv();
  try {
    await run({
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      secretSettings: { vault: env.CONNECTORS_ENCRYPTION_KEY, auth: authSecretSetting && env.NEXTAUTH_SECRET },
      root: path.resolve(import.meta.dirname, ".."),
      progress: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  }
}

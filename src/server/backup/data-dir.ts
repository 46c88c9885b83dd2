import "server-only";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseKey } from "@/server/crypto/vault";

/**
 * What of DATA_DIR a backup carries besides the database: every regular file (uploads, local file
 * storage, the generated keys and secrets) except the embedded database, earlier backups, the
 * running server's pid and unfinished restores.
 */
export const PGLITE_FOLDER = "pglite";
const SKIPPED = new Set([PGLITE_FOLDER, "backups", "server.pid"]);
export const STAGING_PREFIX = ".restore-";
/** Top-level names of DATA_DIR that a backup leaves out and a restore never writes as files. */
export const isReserved = (name: string) => SKIPPED.has(name) || name.startsWith(STAGING_PREFIX) || name.startsWith(`${PGLITE_FOLDER}.`);
const skipped = isReserved;

/** Relative paths (with `/`) of the files a backup takes from `dataDir`, sorted; `except` are absolute paths to leave out. */
export function dataDirFiles(dataDir: string, except: string[] = []): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if ((!rel && skipped(entry.name)) || except.includes(full)) continue;
      if (entry.isDirectory()) walk(full, relPath);
      else if (entry.isFile()) out.push(relPath);
    }
  };
  if (existsSync(dataDir)) walk(dataDir, "");
  return out;
}

/** Top-level folders of DATA_DIR that hold stored files (the ones a restore replaces). */
export const storedFolders = (dataDir: string): string[] =>
  existsSync(dataDir)
    ? readdirSync(dataDir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !skipped(e.name))
        .map((e) => e.name)
    : [];

/** Signal 0 checks that the process exists without touching it. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process id of an `npm start` that is running on this DATA_DIR, or null. */
export function runningServer(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "server.pid");
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
  return pid > 0 && isRunning(pid) ? pid : null;
}

/** A fingerprint: tells two secrets apart without revealing either. */
const fingerprint = (secret: Buffer) => createHash("sha256").update("amt-secret-id\0").update(secret).digest("hex").slice(0, 16);

/**
 * The secrets whose values the data depends on, each from its setting or, unset, from the file
 * `npm start` (auth) or the vault (tokens) generates in DATA_DIR:
 * - vault: seals connector tokens, DKIM keys and mailbox passwords at rest (server/crypto/vault.ts);
 * - auth: signs sessions, invitation links and the unsubscribe and tracking links of mail already sent.
 */
export const SECRETS = {
  vault: { setting: "CONNECTORS_ENCRYPTION_KEY", file: "connectors.key", bytes: (text: string) => parseKey(text) },
  auth: { setting: "NEXTAUTH_SECRET", file: "auth-secret", bytes: (text: string) => Buffer.from(text.trim()) },
} as const;
export type SecretName = keyof typeof SECRETS;
export type SecretSource = { source: "data-dir" | "setting" | "none"; id: string | null };

/** Where a secret comes from on an install, and its fingerprint. */
export function secretOf(name: SecretName, dataDir: string, setting: string | undefined): SecretSource {
  const secret = SECRETS[name];
  if (setting) return { source: "setting", id: fingerprint(secret.bytes(setting)) };
  const file = path.join(dataDir, secret.file);
  if (existsSync(file) && lstatSync(file).isFile()) return { source: "data-dir", id: fingerprint(secret.bytes(readFileSync(file, "utf8"))) };
  return { source: "none", id: null };
}

export type SecretSettings = Partial<Record<SecretName, string>>;

export const secretsOf = (dataDir: string, settings: SecretSettings): Record<SecretName, SecretSource> => ({
  vault: secretOf("vault", dataDir, settings.vault),
  auth: secretOf("auth", dataDir, settings.auth),
});

import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";

/**
 * Secrets at rest (platform tokens, DKIM keys, mailbox and SMS passwords): AES-256-GCM, a fresh 12-byte IV per value, stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The key comes from CONNECTORS_ENCRYPTION_KEY, or from
 * DATA_DIR/connectors.key, generated on first use for the embedded setup.
 */
const PREFIX = "v1";
let cachedKey: Buffer | undefined;

export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32) throw new Error("CONNECTORS_ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex digits");
  return key;
}

function loadKey(): Buffer {
  if (env.CONNECTORS_ENCRYPTION_KEY) return parseKey(env.CONNECTORS_ENCRYPTION_KEY);
  const file = path.resolve(env.DATA_DIR, "connectors.key");
  if (existsSync(file)) return parseKey(readFileSync(file, "utf8"));
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64"), { mode: 0o600, flag: "wx" });
  return key;
}

function key(): Buffer {
  cachedKey ??= loadKey();
  return cachedKey;
}

/** For tests: encrypt with a given key instead of the configured one. */
export function setVaultKey(k: Buffer | undefined) {
  cachedKey = k;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function open(sealed: string): string {
  const [prefix, iv, tag, data] = sealed.split(".");
  if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error("Not a sealed token");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

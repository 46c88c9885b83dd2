import "server-only";
import { hkdfSync } from "node:crypto";
import path from "node:path";
import { env, siteUrl } from "@/env";
import { LocalDriver } from "./local";
import type { StorageDriver } from "./types";

let current: Promise<StorageDriver> | undefined;
let override: StorageDriver | null = null;

/** The folder of the local driver: DATA_DIR/storage. */
export const localStorageRoot = () => path.resolve(env.DATA_DIR, "storage");

/** The key local URLs are signed with: derived from NEXTAUTH_SECRET for this one use. */
export const localSigningSecret = () => Buffer.from(hkdfSync("sha256", env.NEXTAUTH_SECRET, "amt-storage", "signed-file-urls", 32)).toString("base64url");

/**
 * The configured driver: S3 when STORAGE_BUCKET is set, Azure when STORAGE_CONTAINER is, else the
 * local disk. The cloud SDKs load only when their driver is configured.
 */
export function storage(): Promise<StorageDriver> {
  if (override) return Promise.resolve(override);
  current ??= createConfiguredDriver();
  return current;
}

async function createConfiguredDriver(): Promise<StorageDriver> {
  if (env.STORAGE_BUCKET) {
    const credentials =
      env.STORAGE_S3_ACCESS_KEY_ID && env.STORAGE_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY }
        : undefined;
    const { S3Driver } = await import("./s3");
    return new S3Driver({
      bucket: env.STORAGE_BUCKET,
      region: env.STORAGE_S3_REGION,
      endpoint: env.STORAGE_S3_ENDPOINT,
      credentials,
      spoolDir: path.join(localStorageRoot(), ".incoming"),
    });
  }
  if (env.STORAGE_CONTAINER && env.STORAGE_AZURE_CONNECTION_STRING) {
    const { AzureDriver } = await import("./azure");
    return new AzureDriver({
      connectionString: env.STORAGE_AZURE_CONNECTION_STRING,
      container: env.STORAGE_CONTAINER,
      spoolDir: path.join(localStorageRoot(), ".incoming"),
    });
  }
  return new LocalDriver({ root: localStorageRoot(), secret: localSigningSecret(), baseUrl: siteUrl() });
}

/** Tests put a driver (a local one in a temp folder, or one against a stand-in) in place; null restores the configured one. */
export function setStorageForTests(driver: StorageDriver | null): void {
  override = driver;
}

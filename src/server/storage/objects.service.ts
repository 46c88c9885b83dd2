import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { assertWithinLimit, checkLimit, recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { ConflictError, InvalidError, LimitReachedError } from "@/server/errors";
import { storage } from "./config";
import { ObjectNotFoundError, TooLargeError } from "./errors";
import { parseKey, storageKey } from "./keys";
import { peek } from "./peek";
import { acceptedWords, SNIFF_BYTES, sniffUpload } from "./sniff";
import { storageObjects, type StorageObjectRow } from "./storage-objects.table";
import type { Body, SignedPut, StorageDriver } from "./types";

/**
 * Storing a workspace's files: the type check, the plan's storage limit and the accounting row around
 * a driver call. Modules call these; they hold no rules of their own about what a file is for.
 */
type Who = Pick<Tenant, "workspaceId"> & Partial<Pick<Tenant, "userId">>;

export type StoreFileInput = {
  /** What the file is for: the middle part of its key (`creative`, `team-file`…). */
  purpose: string;
  /** The object's id within the purpose; a new UUID by default. */
  id?: string;
  body: Body;
  fileName?: string | null;
  maxBytes: number;
  /** The content types this use accepts (see ALLOW in sniff.ts), checked from the bytes. */
  allow: readonly string[];
};

async function assertRoomFor(db: Db | Tx, tenant: Who, bytes: number): Promise<void> {
  const check = await checkLimit(db, tenant, "storage", bytes);
  if (!check.allowed) throw new LimitReachedError(check.message ?? "Your file storage is full.", "storage");
}

async function assertNewKey(db: Db | Tx, tenant: Who, key: string): Promise<void> {
  const [row] = await db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(and(eq(storageObjects.workspaceId, tenant.workspaceId), eq(storageObjects.key, key)));
  if (row) throw new ConflictError("A file with this id is already stored.");
}

/** Records an object the driver now holds, in one transaction with the limit check and the meter; removes the bytes when refused. */
async function account(db: Db, driver: StorageDriver, tenant: Who, row: Omit<typeof storageObjects.$inferInsert, "workspaceId" | "createdBy">) {
  try {
    return await db.transaction(async (tx) => {
      await assertWithinLimit(tx, tenant, "storage", row.size);
      const [stored] = await tx
        .insert(storageObjects)
        .values({ ...row, workspaceId: tenant.workspaceId, createdBy: tenant.userId ?? null })
        .returning();
      await recordUsage(tx, tenant, "storage", row.size);
      return stored!;
    });
  } catch (error) {
    await driver.delete(row.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Stores an upload streamed through the server: refused before anything is kept when the storage is
 * full, the bytes aren't an allowed type, or the body passes `maxBytes`.
 */
export async function storeFile(db: Db, tenant: Who, input: StoreFileInput, given?: StorageDriver): Promise<StorageObjectRow> {
  const driver = given ?? (await storage());
  const key = storageKey({ workspaceId: tenant.workspaceId, purpose: input.purpose, id: input.id });
  await assertRoomFor(db, tenant, 1);
  await assertNewKey(db, tenant, key);
  const { head, body } = await peek(input.body, SNIFF_BYTES);
  const sniffed = await sniffUpload(head, { allow: input.allow });
  const info = await driver.put(key, body, { contentType: sniffed.contentType, maxBytes: input.maxBytes, fileName: input.fileName ?? null });
  return account(db, driver, tenant, { key, size: info.size, contentType: sniffed.contentType, purpose: input.purpose, fileName: input.fileName ?? null });
}

/**
 * A URL the browser uploads one file to directly. The type is signed into the URL; the file counts
 * only once `completeUpload` checked what arrived.
 */
export async function createUploadUrl(
  db: Db,
  tenant: Who,
  input: { purpose: string; contentType: string; maxBytes: number; allow: readonly string[]; expiresInSeconds?: number },
  given?: StorageDriver,
): Promise<SignedPut & { key: string }> {
  const driver = given ?? (await storage());
  if (!input.allow.includes(input.contentType)) throw new InvalidError(`This file type can't be uploaded here. Upload a ${acceptedWords(input.allow)} file.`);
  await assertRoomFor(db, tenant, 1);
  const key = storageKey({ workspaceId: tenant.workspaceId, purpose: input.purpose });
  const put = await driver.signedPutUrl(key, { contentType: input.contentType, maxBytes: input.maxBytes, expiresInSeconds: input.expiresInSeconds ?? 15 * 60 });
  return { ...put, key };
}

/**
 * Checks and records a file uploaded through `createUploadUrl`: its size, its type from its first
 * bytes, and the storage limit. A refused file is deleted.
 */
export async function completeUpload(
  db: Db,
  tenant: Who,
  input: { key: string; maxBytes: number; allow: readonly string[]; fileName?: string | null },
  given?: StorageDriver,
): Promise<StorageObjectRow> {
  const driver = given ?? (await storage());
  const parts = parseKey(input.key);
  if (!parts || parts.workspaceId !== tenant.workspaceId) throw new ObjectNotFoundError();
  await assertNewKey(db, tenant, input.key);
  const got = await driver.get(input.key, { firstBytes: SNIFF_BYTES });
  if (!got) throw new InvalidError("The upload didn't arrive. Try again.");
  const chunks: Buffer[] = [];
  for await (const chunk of got.body) chunks.push(Buffer.from(chunk as Uint8Array));
  try {
    if (got.info.size > input.maxBytes) throw new TooLargeError(input.maxBytes);
    const sniffed = await sniffUpload(Buffer.concat(chunks).subarray(0, SNIFF_BYTES), { allow: input.allow });
    return await account(db, driver, tenant, {
      key: input.key,
      size: got.info.size,
      contentType: sniffed.contentType,
      purpose: parts.purpose,
      fileName: input.fileName ?? got.info.fileName,
    });
  } catch (error) {
    await driver.delete(input.key).catch(() => undefined);
    throw error;
  }
}

export async function findFile(db: Db | Tx, tenant: Who, key: string): Promise<StorageObjectRow> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.workspaceId, tenant.workspaceId), eq(storageObjects.key, key)));
  if (!row) throw new ObjectNotFoundError();
  return row;
}

/** A link that downloads (or, for safe images, video and PDF, shows) one of the workspace's files until it expires. */
export async function fileUrl(db: Db, tenant: Who, key: string, opts: { expiresInSeconds?: number; now?: Date } = {}, given?: StorageDriver): Promise<string> {
  const driver = given ?? (await storage());
  const row = await findFile(db, tenant, key);
  return driver.signedGetUrl(key, { expiresInSeconds: opts.expiresInSeconds ?? 60 * 60, now: opts.now, fileName: row.fileName, contentType: row.contentType });
}

/** Deletes a file and gives its bytes back to the plan's storage. */
export async function deleteFile(db: Db, tenant: Who, key: string, given?: StorageDriver): Promise<void> {
  const driver = given ?? (await storage());
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(storageObjects)
      .where(and(eq(storageObjects.workspaceId, tenant.workspaceId), eq(storageObjects.key, key)))
      .returning({ size: storageObjects.size });
    if (!gone) throw new ObjectNotFoundError();
    await recordUsage(tx, tenant, "storage", -gone.size);
  });
  await driver.delete(key);
}

/** Bytes the workspace's stored files take. */
export async function usedBytes(db: Db | Tx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storageObjects.size}), 0)` })
    .from(storageObjects)
    .where(eq(storageObjects.workspaceId, workspaceId));
  return Number(row?.bytes ?? 0);
}

import "server-only";
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { assertWithinLimit } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { completeUpload, createUploadUrl, deleteFile, storage, storeFile, TooLargeError, type StorageDriver } from "@/server/storage";
import { MEDIA_ALLOW, MEDIA_LIMITS, MEDIA_PURPOSE, mediaMaxBytes } from "../contracts/media.constants";
import type { CompleteMediaUploadInput, CreateMediaUploadInput, MediaListInput, MoveMediaInput, UpdateMediaInput } from "../contracts/media.contracts";
import { mediaFiles, mediaUsages, type MediaFileRow } from "../db/media.table";
import { checkFolder } from "./media-folders.service";
import { checkNameMatches } from "./media-names";

/**
 * The media library's files: an upload is a signed PUT to storage (type and size checked before and
 * after, the plan's storage limit counted by storage), then a row with its name, alt text and size.
 * Files made on the server (a creative set's PNGs) are stored through `storeMedia`.
 */
type Who = Pick<Tenant, "workspaceId"> & Partial<Pick<Tenant, "userId">>;

const MEDIA = "File";
const LINK_SECONDS = 60 * 60;

export type MediaItem = Omit<MediaFileRow, "workspaceId" | "storageKey"> & { url: string; usageCount: number };

async function withUrls(rows: MediaFileRow[], counts: Map<string, number>, driver?: StorageDriver): Promise<MediaItem[]> {
  const d = driver ?? (await storage());
  return Promise.all(
    rows.map(async ({ workspaceId: _w, storageKey, ...row }) => ({
      ...row,
      url: await d.signedGetUrl(storageKey, { expiresInSeconds: LINK_SECONDS, fileName: row.name, contentType: row.contentType }),
      usageCount: counts.get(row.id) ?? 0,
    })),
  );
}

async function usageCounts(db: Db, tenant: Who, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ mediaId: mediaUsages.mediaId, n: sql<number>`count(*)::int` })
    .from(mediaUsages)
    .where(and(eq(mediaUsages.workspaceId, tenant.workspaceId), inArray(mediaUsages.mediaId, ids)))
    .groupBy(mediaUsages.mediaId);
  return new Map(rows.map((r) => [r.mediaId, Number(r.n)]));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the library, newest first: a folder, a search by name or alt text, images only for an image slot. */
export async function listMedia(db: Db, tenant: Who, input: MediaListInput) {
  const where: SQL[] = [eq(mediaFiles.workspaceId, tenant.workspaceId)];
  if (input.folderId === null) where.push(isNull(mediaFiles.folderId));
  else if (input.folderId) where.push(eq(mediaFiles.folderId, input.folderId));
  if (input.q) {
    const like = `%${escapeLike(input.q)}%`;
    where.push(or(ilike(mediaFiles.name, like), ilike(mediaFiles.altText, like))!);
  }
  if (input.imagesOnly) where.push(inArray(mediaFiles.contentType, [...MEDIA_ALLOW.images]));
  if (input.cursor) {
    const [at, id] = input.cursor.split("|");
    const when = new Date(at ?? "");
    if (Number.isNaN(when.getTime()) || !id) throw new InvalidError("This list's page marker isn't valid. Reload the page.");
    where.push(or(lt(mediaFiles.createdAt, when), and(eq(mediaFiles.createdAt, when), lt(mediaFiles.id, id)))!);
  }
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(...where))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .limit(MEDIA_LIMITS.pageSize + 1);
  const page = rows.slice(0, MEDIA_LIMITS.pageSize);
  const last = page.at(-1);
  const items = await withUrls(
    page,
    await usageCounts(
      db,
      tenant,
      page.map((r) => r.id),
    ),
  );
  return { items, nextCursor: rows.length > MEDIA_LIMITS.pageSize && last ? `${last.createdAt.toISOString()}|${last.id}` : null };
}

export async function mediaRow(db: Db, tenant: Who, id: string): Promise<MediaFileRow> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), eq(mediaFiles.id, id)));
  if (!row) throw new NotFoundError(MEDIA);
  return row;
}

/** One file with where it is used. */
export async function getMedia(db: Db, tenant: Who, id: string) {
  const row = await mediaRow(db, tenant, id);
  const usages = await db
    .select({ id: mediaUsages.id, module: mediaUsages.module, refId: mediaUsages.refId, label: mediaUsages.label, href: mediaUsages.href })
    .from(mediaUsages)
    .where(and(eq(mediaUsages.workspaceId, tenant.workspaceId), eq(mediaUsages.mediaId, id)))
    .orderBy(mediaUsages.label);
  const [item] = await withUrls([row], new Map([[id, usages.length]]));
  return { ...item!, usages };
}

/** The stored bytes of a file (the creative renderer reads a product photo this way). */
export async function readMediaBytes(db: Db, tenant: Who, id: string): Promise<{ data: Buffer; contentType: string; name: string }> {
  const row = await mediaRow(db, tenant, id);
  const got = await (await storage()).get(row.storageKey);
  if (!got) throw new NotFoundError(MEDIA);
  const chunks: Buffer[] = [];
  for await (const chunk of got.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { data: Buffer.concat(chunks), contentType: row.contentType, name: row.name };
}

/**
 * A link the browser PUTs one file to. Refused here, before anything is stored, when the claimed size
 * passes the file limit or the plan's free storage; the link itself caps the bytes it accepts.
 */
export async function createMediaUpload(db: Db, tenant: Who, input: CreateMediaUploadInput) {
  const use = input.use ?? "library";
  const allow = MEDIA_ALLOW[use] as readonly string[];
  const maxBytes = mediaMaxBytes(input.contentType);
  if (input.bytes > maxBytes) throw new TooLargeError(maxBytes);
  await assertWithinLimit(db, tenant, "storage", input.bytes);
  const put = await createUploadUrl(db, tenant, { purpose: MEDIA_PURPOSE, contentType: input.contentType, maxBytes, allow });
  return { url: put.url, method: put.method, headers: put.headers, key: put.key };
}

async function dimensionsOf(data: Buffer, contentType: string): Promise<{ width: number | null; height: number | null }> {
  if (!contentType.startsWith("image/")) return { width: null, height: null };
  try {
    const { default: sharp } = await import("sharp");
    const meta = await sharp(data, { animated: false }).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    throw new InvalidError("This image is damaged or incomplete. Save it again and upload that.");
  }
}

async function insertMedia(
  db: Db,
  tenant: Who,
  stored: { key: string; size: number; contentType: string },
  data: Buffer | null,
  meta: { name: string; folderId?: string | null; altText?: string },
) {
  const dims = data ? await dimensionsOf(data, stored.contentType) : { width: null, height: null };
  const [row] = await db
    .insert(mediaFiles)
    .values({
      workspaceId: tenant.workspaceId,
      folderId: meta.folderId ?? null,
      storageKey: stored.key,
      name: meta.name.slice(0, MEDIA_LIMITS.nameMax),
      altText: meta.altText ?? "",
      contentType: stored.contentType,
      bytes: stored.size,
      ...dims,
      uploadedBy: tenant.userId ?? null,
    })
    .returning();
  return row!;
}

/** Checks what arrived at an upload link (size, type from its bytes, storage limit: storage does) and files it in the library. */
export async function completeMediaUpload(db: Db, tenant: Who, input: CompleteMediaUploadInput) {
  const allow = MEDIA_ALLOW[input.use ?? "library"] as readonly string[];
  if (input.folderId) await checkFolder(db, tenant, input.folderId);
  const stored = await completeUpload(db, tenant, { key: input.key, maxBytes: MEDIA_LIMITS.videoMaxBytes, allow, fileName: input.name });
  try {
    checkNameMatches(input.name, stored.contentType);
    if (stored.size > mediaMaxBytes(stored.contentType)) throw new TooLargeError(mediaMaxBytes(stored.contentType));
    const data = stored.contentType.startsWith("image/") ? await readStored(stored.key) : null;
    const row = await insertMedia(db, tenant, stored, data, { name: input.name, folderId: input.folderId });
    return getMedia(db, tenant, row.id);
  } catch (error) {
    await deleteFile(db, tenant, stored.key).catch(() => undefined);
    throw error;
  }
}

async function readStored(key: string): Promise<Buffer> {
  const got = await (await storage()).get(key);
  if (!got) throw new InvalidError("The upload didn't arrive. Try again.");
  const chunks: Buffer[] = [];
  for await (const chunk of got.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Stores a file the server made (a rendered creative) in the library; the type is checked from its bytes like any upload. */
export async function storeMedia(db: Db, tenant: Who, input: { data: Buffer; name: string; folderId?: string | null; altText?: string }) {
  const stored = await storeFile(db, tenant, {
    purpose: MEDIA_PURPOSE,
    body: input.data,
    fileName: input.name,
    maxBytes: MEDIA_LIMITS.fileMaxBytes,
    allow: MEDIA_ALLOW.images,
  });
  try {
    return await insertMedia(db, tenant, stored, input.data, input);
  } catch (error) {
    await deleteFile(db, tenant, stored.key).catch(() => undefined);
    throw error;
  }
}

export async function updateMedia(db: Db, tenant: Who, input: UpdateMediaInput) {
  await mediaRow(db, tenant, input.id);
  await db
    .update(mediaFiles)
    .set({ name: input.name, altText: input.altText })
    .where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), eq(mediaFiles.id, input.id)));
  return getMedia(db, tenant, input.id);
}

export async function moveMedia(db: Db, tenant: Who, input: MoveMediaInput) {
  if (input.folderId) await checkFolder(db, tenant, input.folderId);
  const found = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), inArray(mediaFiles.id, input.ids)));
  if (found.length !== new Set(input.ids).size) throw new NotFoundError(MEDIA);
  await db
    .update(mediaFiles)
    .set({ folderId: input.folderId })
    .where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), inArray(mediaFiles.id, input.ids)));
  return { moved: found.length };
}

/** Deletes a file, its usages and its bytes (storage gives the bytes back to the plan). */
export async function deleteMedia(db: Db, tenant: Who, id: string) {
  const row = await mediaRow(db, tenant, id);
  await db.delete(mediaFiles).where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), eq(mediaFiles.id, id)));
  await deleteFile(db, tenant, row.storageKey).catch(() => undefined);
  return { id };
}

/** Links to several files at once: to show (inline where safe) and to download (always an attachment). */
export async function mediaLinks(db: Db, tenant: Who, ids: string[], driver?: StorageDriver): Promise<Map<string, { url: string; download: string }>> {
  if (!ids.length) return new Map();
  const d = driver ?? (await storage());
  const rows = await db
    .select({ id: mediaFiles.id, key: mediaFiles.storageKey, name: mediaFiles.name, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), inArray(mediaFiles.id, ids)));
  const out = new Map<string, { url: string; download: string }>();
  for (const row of rows) {
    out.set(row.id, {
      url: await d.signedGetUrl(row.key, { expiresInSeconds: LINK_SECONDS, fileName: row.name, contentType: row.contentType }),
      download: await d.signedGetUrl(row.key, { expiresInSeconds: LINK_SECONDS, fileName: row.name, contentType: "application/octet-stream" }),
    });
  }
  return out;
}

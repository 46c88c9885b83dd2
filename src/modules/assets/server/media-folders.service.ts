import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import { MEDIA_LIMITS } from "../contracts/media.constants";
import type { CreateFolderInput, RenameFolderInput } from "../contracts/media.contracts";
import { mediaFiles, mediaFolders } from "../db/media.table";

/** The media library's folders: one level, named uniquely (case aside). Deleting one moves its files out of it. */
type Who = Pick<Tenant, "workspaceId"> & Partial<Pick<Tenant, "userId">>;

const FOLDER = "Folder";
const TAKEN = "Another folder has this name. Choose another.";

export async function checkFolder(db: Db, tenant: Who, id: string) {
  const [row] = await db
    .select({ id: mediaFolders.id })
    .from(mediaFolders)
    .where(and(eq(mediaFolders.workspaceId, tenant.workspaceId), eq(mediaFolders.id, id)));
  if (!row) throw new NotFoundError(FOLDER);
}

/** Folders A–Z with how many files each holds, and how many files sit outside any folder. */
export async function listFolders(db: Db, tenant: Who) {
  const folders = await db
    .select({ id: mediaFolders.id, name: mediaFolders.name })
    .from(mediaFolders)
    .where(eq(mediaFolders.workspaceId, tenant.workspaceId))
    .orderBy(asc(sql`lower(${mediaFolders.name})`));
  const counts = await db
    .select({ folderId: mediaFiles.folderId, n: sql<number>`count(*)::int` })
    .from(mediaFiles)
    .where(eq(mediaFiles.workspaceId, tenant.workspaceId))
    .groupBy(mediaFiles.folderId);
  const byFolder = new Map(counts.map((c) => [c.folderId, Number(c.n)]));
  return {
    folders: folders.map((f) => ({ ...f, files: byFolder.get(f.id) ?? 0 })),
    unfiled: byFolder.get(null) ?? 0,
    total: counts.reduce((sum, c) => sum + Number(c.n), 0),
  };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export async function createFolder(db: Db, tenant: Who, input: CreateFolderInput) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mediaFolders)
    .where(eq(mediaFolders.workspaceId, tenant.workspaceId));
  if (Number(n) >= MEDIA_LIMITS.foldersMax) throw new InvalidError(`A library holds up to ${MEDIA_LIMITS.foldersMax} folders. Delete one you no longer use.`);
  try {
    const [row] = await db
      .insert(mediaFolders)
      .values({ workspaceId: tenant.workspaceId, name: input.name, createdBy: tenant.userId ?? null })
      .returning({ id: mediaFolders.id, name: mediaFolders.name });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(TAKEN);
    throw error;
  }
}

export async function renameFolder(db: Db, tenant: Who, input: RenameFolderInput) {
  await checkFolder(db, tenant, input.id);
  try {
    await db
      .update(mediaFolders)
      .set({ name: input.name })
      .where(and(eq(mediaFolders.workspaceId, tenant.workspaceId), eq(mediaFolders.id, input.id)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(TAKEN);
    throw error;
  }
  return { id: input.id, name: input.name };
}

/** Deletes a folder; its files stay in the library, outside any folder. */
export async function deleteFolder(db: Db, tenant: Who, id: string) {
  await checkFolder(db, tenant, id);
  await db.transaction(async (tx) => {
    await tx
      .update(mediaFiles)
      .set({ folderId: null })
      .where(and(eq(mediaFiles.workspaceId, tenant.workspaceId), eq(mediaFiles.folderId, id)));
    await tx.delete(mediaFolders).where(and(eq(mediaFolders.workspaceId, tenant.workspaceId), eq(mediaFolders.id, id)));
  });
  return { id };
}

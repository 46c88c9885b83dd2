import "server-only";
import { Readable } from "node:stream";
import { and, eq, exists } from "drizzle-orm";
import { workspaceBySlug } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { isInlineSafe, storage } from "@/server/storage";
import { mediaFiles, mediaUsages } from "../db/media.table";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A week in caches, then checked again by ETag (an unpublished page's image stops being served at the next check). */
const CACHE = "public, max-age=604800, stale-while-revalidate=86400";
const HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  // A page on the workspace's own domain shows it too.
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Referrer-Policy": "no-referrer",
};

const notFound = () =>
  new Response("Not found.", { status: 404, headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });

/**
 * GET /api/public/media/<workspace slug>/<file id>: an image of the media library while a public use
 * of it stands (a published landing page records one through `recordMediaUsage({ public: true })`).
 * Anything else (another workspace's id, a file not in public use, not an image) is a 404.
 */
export async function handlePublicMedia(db: Db, workspaceSlug: string, mediaId: string, ifNoneMatch: string | null, method = "GET"): Promise<Response> {
  if (!UUID.test(mediaId)) return notFound();
  const workspace = await workspaceBySlug(db, workspaceSlug);
  if (!workspace) return notFound();
  const inPublicUse = db
    .select({ id: mediaUsages.id })
    .from(mediaUsages)
    .where(and(eq(mediaUsages.workspaceId, workspace.id), eq(mediaUsages.mediaId, mediaFiles.id), eq(mediaUsages.public, true)));
  const [file] = await db
    .select({ storageKey: mediaFiles.storageKey, contentType: mediaFiles.contentType, bytes: mediaFiles.bytes, updatedAt: mediaFiles.updatedAt })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, workspace.id), eq(mediaFiles.id, mediaId), exists(inPublicUse)))
    .limit(1);
  if (!file || !file.contentType.startsWith("image/") || !isInlineSafe(file.contentType)) return notFound();
  const etag = `"${mediaId.slice(0, 8)}-${file.updatedAt.getTime().toString(36)}"`;
  const headers = { ...HEADERS, "Cache-Control": CACHE, ETag: etag };
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  const got = await (await storage()).get(file.storageKey).catch((error: unknown) => {
    getLogger().warn({ err: error }, "public media: the stored file couldn't be read");
    return null;
  });
  if (!got) return notFound();
  const full = { ...headers, "Content-Type": file.contentType, "Content-Length": String(got.info.size), "Content-Disposition": "inline" };
  if (method === "HEAD") {
    got.body.destroy();
    return new Response(null, { headers: full });
  }
  return new Response(Readable.toWeb(got.body) as ReadableStream<Uint8Array>, { headers: full });
}

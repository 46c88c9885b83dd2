import "server-only";
import { can, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import type { CookieReader } from "@/server/trpc/context";
import { cleanFileName } from "@/server/storage/content-types";
import { zipStored } from "../export/zip";
import { getCreativeSet } from "./creatives.service";
import { readMediaBytes } from "./media.service";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const text = (status: number, message: string) => new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /api/assets/creative-sets/<id>/zip: every image of a saved creative set in one ZIP (stored, not
 * compressed again: PNG and JPEG already are). The person is resolved as a tRPC workspace procedure
 * does and must hold `assets.read`; another workspace's set answers 404.
 */
export async function handleCreativeSetZip(req: { db: Db; cookies: CookieReader; headers: Headers; id: string }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return text(401, "Sign in to download creatives.");
  if (!can(membership.tenant.role, "assets.read")) return text(403, "Your role doesn't allow reading assets. Ask a workspace admin.");
  if (!uuid.test(req.id)) return text(404, "Creative set not found.");
  try {
    const set = await getCreativeSet(req.db, membership.tenant, req.id);
    const files = [];
    for (const image of set.images) {
      const { data, name } = await readMediaBytes(req.db, membership.tenant, image.mediaId);
      files.push({ name: cleanFileName(name, `${image.size}.png`), data });
    }
    const zip = zipStored(files);
    const name = `${cleanFileName(set.title, "creative-set")}.zip`;
    return new Response(new Uint8Array(zip), {
      headers: {
        ...noStore,
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  } catch (error) {
    if (error instanceof AppError) return text(404, "Creative set not found.");
    throw error;
  }
}

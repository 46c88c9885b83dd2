import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { can, resolveMembership, type Tenant } from "@/modules/identity";
import { csvDisposition } from "@/lib/csv";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import type { CookieReader } from "@/server/trpc/context";
import { EXPORT_MAX_ASSETS, isExportableKind, type ExportableKind } from "../contracts/export.constants";
import { assetItems, assetVersions } from "../db/items.table";
import { exportFile } from "../export/export-file";
import { onCurrentVersion } from "./asset-queries";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const text = (status: number, message: string) => new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });

/** The assets' titles and current fields, in the order asked, when every one is the workspace's and of `kind`; else null. */
async function exportable(db: Db, tenant: Tenant, kind: ExportableKind, ids: string[]) {
  const rows = await db
    .select({ id: assetItems.id, kind: assetItems.kind, title: assetItems.title, fields: assetVersions.fields })
    .from(assetItems)
    .innerJoin(assetVersions, onCurrentVersion())
    .where(and(eq(assetItems.workspaceId, tenant.workspaceId), inArray(assetItems.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.map((id) => byId.get(id));
  if (found.some((r) => !r || r.kind !== kind)) return null;
  return found.map((r) => ({ title: r!.title, fields: (r!.fields ?? {}) as Record<string, unknown> }));
}

/**
 * GET /api/assets/export?kind=<kind>&ids=<id>,<id>: assets of one kind as the CSV their ad platform
 * imports (Google Ads Editor / Microsoft Advertising Editor, Meta bulk upload). The person is
 * resolved as a tRPC workspace procedure does (session cookie → verified membership of the
 * workspace cookie's workspace) and must hold `assets.read`. An id of another workspace, of another
 * kind or of nothing answers 404, alike.
 */
export async function handleAssetExport(req: { db: Db; cookies: CookieReader; headers: Headers; url: string }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return text(401, "Sign in to export assets.");
  if (!can(membership.tenant.role, "assets.read")) return text(403, "Your role doesn't allow reading assets. Ask a workspace admin.");
  const params = new URL(req.url, "http://localhost").searchParams;
  const kind = params.get("kind") ?? "";
  if (!isExportableKind(kind)) return text(400, "This kind of asset has no CSV export.");
  const ids = [...new Set((params.get("ids") ?? "").split(",").filter(Boolean))];
  if (ids.length === 0) return text(400, "Pick at least one asset to export.");
  if (ids.length > EXPORT_MAX_ASSETS) return text(400, `Export at most ${EXPORT_MAX_ASSETS} assets at a time.`);
  if (!ids.every((id) => uuid.test(id))) return text(404, "Asset not found.");
  const assets = await exportable(req.db, membership.tenant, kind, ids);
  if (!assets) return text(404, "Asset not found.");
  const file = exportFile(kind, assets);
  const name = assets.length === 1 ? `${assets[0]!.title} ${file.name}` : file.name;
  return new Response(file.text, { headers: { ...noStore, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": csvDisposition(name) } });
}

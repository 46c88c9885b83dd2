import "server-only";
import { can, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { CookieReader } from "@/server/trpc/context";
import { openListExport } from "./list-export.service";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const text = (status: number, message: string) => new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /api/crm/lists/[id]/export: the list or segment as a CSV download. The person is resolved as a
 * tRPC workspace procedure does (session cookie → verified membership of the workspace cookie's
 * workspace) and must hold `crm.export`. Another workspace's list answers 404, like a missing one.
 */
export async function handleListExport(req: { db: Db; cookies: CookieReader; headers: Headers; listId: string }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return text(401, "Sign in to export this list.");
  if (!can(membership.tenant.role, "crm.export")) return text(403, "Your role doesn't allow exports. Ask a workspace admin.");
  if (!uuid.test(req.listId)) return text(404, "List not found.");
  try {
    const file = await openListExport(req.db, membership.tenant, req.listId);
    return new Response(file.stream, { headers: { ...noStore, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": file.disposition } });
  } catch (error) {
    if (error instanceof NotFoundError) return text(404, error.message);
    if (error instanceof InvalidError) return text(422, error.message);
    throw error;
  }
}

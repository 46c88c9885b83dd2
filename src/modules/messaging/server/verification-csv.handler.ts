import "server-only";
import { can, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { CookieReader } from "@/server/trpc/context";
import { openVerificationCsv } from "./verification-results";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const text = (status: number, message: string) => new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /api/messaging/verifications/[id]/csv: a verification run's results as a CSV download. The
 * person is resolved as a tRPC workspace procedure does (session cookie → verified membership of the
 * workspace cookie's workspace) and must hold `crm.export`, like every download of contact data. Another workspace's run answers 404,
 * like a missing one.
 */
export async function handleVerificationCsv(req: { db: Db; cookies: CookieReader; headers: Headers; id: string }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return text(401, "Sign in to download these results.");
  if (!can(membership.tenant.role, "crm.export")) return text(403, "Your role doesn't allow this download. Ask a workspace admin.");
  if (!uuid.test(req.id)) return text(404, "Verification not found.");
  try {
    const file = await openVerificationCsv(req.db, membership.tenant, req.id);
    return new Response(file.stream, { headers: { ...noStore, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": file.disposition } });
  } catch (error) {
    if (error instanceof NotFoundError) return text(404, error.message);
    throw error;
  }
}

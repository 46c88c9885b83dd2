import "server-only";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import type { CookieReader } from "@/server/trpc/context";
import { can, type Permission } from "../permissions";
import type { Tenant } from "../tenant";
import { resolveMembership } from "./tenant.service";

/**
 * Route handlers (uploads, downloads, streams: what tRPC doesn't carry) resolve the session, the
 * workspace and the role exactly as the tRPC context does, from the request's own headers.
 */

export const jsonAnswer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

/** The request's cookies, read from its Cookie header. */
export function cookiesOf(headers: Headers): CookieReader {
  const all = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      let value = eq < 0 ? "" : part.slice(eq + 1);
      try {
        value = decodeURIComponent(value);
      } catch {
        // keep it raw
      }
      return { name, value };
    });
  return { get: (name) => all.find((c) => c.name === name), getAll: () => all };
}

/** The signed-in member's tenant with `permission`, or the JSON response that refuses the request (401 or 403). */
export async function requestTenant(req: Request, db: Db, permission: Permission): Promise<Tenant | Response> {
  const cookies = cookiesOf(req.headers);
  const session = await readSession(cookies, req.headers);
  const membership = session ? await resolveMembership(db, session, cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return jsonAnswer(401, { message: "Your session has ended. Sign in again." });
  if (!can(membership.tenant.role, permission)) return jsonAnswer(403, { message: "Your role doesn't allow this. Ask a workspace admin." });
  return membership.tenant;
}

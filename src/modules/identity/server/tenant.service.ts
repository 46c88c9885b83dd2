import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships } from "../db/memberships.table";
import { users } from "../db/users.table";
import type { Tenant } from "../tenant";

/**
 * The workspace a signed-in person acts in: the one their cookie asks for when they are a member of
 * it, otherwise their oldest membership. One indexed query. Returns null when the session was
 * revoked (its version is stale) or the person belongs to no workspace.
 */
export async function resolveTenant(
  db: Db,
  session: { userId: string; sessionVersion: number },
  requestedWorkspaceId: string | null,
): Promise<Tenant | null> {
  const requested = requestedWorkspaceId && isUuid(requestedWorkspaceId) ? requestedWorkspaceId : null;
  const [row] = await db
    .select({ workspaceId: memberships.workspaceId, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, session.userId), eq(users.sessionVersion, session.sessionVersion)))
    .orderBy(
      requested ? sql`(${memberships.workspaceId} = ${requested}) desc` : asc(memberships.createdAt),
      asc(memberships.createdAt),
    )
    .limit(1);
  return row ? { workspaceId: row.workspaceId, userId: session.userId, role: row.role } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

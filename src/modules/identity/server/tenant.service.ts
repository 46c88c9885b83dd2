import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships } from "../db/memberships.table";
import { users } from "../db/users.table";
import { workspaces } from "../db/workspaces.table";
import type { Tenant } from "../tenant";
import { direct, live, memberVia, opens, workspaceColumns } from "./workspaces.service";

export type ActiveWorkspace = {
  id: string;
  name: string;
  slug: string;
  kind: "brand" | "agency" | "client";
  agencyId: string | null;
  isDemo: boolean;
  role: Tenant["role"];
};

/**
 * The workspace a signed-in person acts in: the one their cookie asks for when they can open it
 * (a member, or a member of its agency), otherwise their oldest membership. Returns null when the session was
 * revoked (its version is stale) or the person belongs to no workspace. A workspace whose deletion
 * was requested is gone from that moment. The workspace row comes
 * with it, so a request needs no second query to know where it is.
 */
export async function resolveMembership(
  db: Db,
  session: { userId: string; sessionVersion: number },
  requestedWorkspaceId: string | null,
): Promise<{ tenant: Tenant; workspace: ActiveWorkspace } | null> {
  const requested = requestedWorkspaceId && isUuid(requestedWorkspaceId) ? requestedWorkspaceId : null;
  const person = and(eq(memberships.userId, session.userId), eq(users.sessionVersion, session.sessionVersion));
  // Fast path, nearly every request: a direct membership of the requested workspace (or, with none
  // requested, the oldest one). Only when that finds nothing does the agency-inherited join run.
  const [own] = await db
    .select({ ...workspaceColumns, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(person, isNull(workspaces.deletionRequestedAt), requested ? eq(workspaces.id, requested) : undefined))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  const [row] = own
    ? [own]
    : await db
        .select({ ...workspaceColumns, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(memberVia, eq(memberVia.id, memberships.workspaceId))
        .innerJoin(workspaces, opens)
        .where(and(person, live))
        .orderBy(requested ? sql`(${workspaces.id} = ${requested}) desc` : asc(memberships.createdAt), desc(direct), asc(memberships.createdAt))
        .limit(1);
  return row ? { tenant: { workspaceId: row.id, userId: session.userId, role: row.role }, workspace: row } : null;
}

export async function resolveTenant(db: Db, session: { userId: string; sessionVersion: number }, requestedWorkspaceId: string | null): Promise<Tenant | null> {
  return (await resolveMembership(db, session, requestedWorkspaceId))?.tenant ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

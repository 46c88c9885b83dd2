import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { DeleteWorkspaceInput } from "../contracts/workspace-settings.contracts";
import { memberships } from "../db/memberships.table";
import { users } from "../db/users.table";
import { workspaces } from "../db/workspaces.table";
import type { Tenant } from "../tenant";
import { recordAudit } from "./audit.service";
import { workspaceColumns } from "./workspaces.service";

export const OWNER_CANNOT_LEAVE = "You own this workspace, so you can't leave it. Make someone else the owner on Team access first.";
export const ONLY_WORKSPACE_LEAVE = "This is your only workspace, so you can't leave it. Join or create another workspace first.";
export const ONLY_WORKSPACE_DELETE =
  "This is your only workspace. Create another one from the workspace menu first, so you have somewhere to go once this one is deleted.";

/**
 * The person's oldest other workspace (not being deleted), where they land after leaving or deleting
 * `workspaceId`. With `withoutClientsOf`, the client workspaces of that agency don't count: they go with it.
 */
export async function oldestOtherWorkspace(db: Db | Tx, userId: string, workspaceId: string, opts: { withoutClientsOf?: boolean } = {}) {
  const [row] = await db
    .select(workspaceColumns)
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(
      and(
        eq(memberships.userId, userId),
        ne(memberships.workspaceId, workspaceId),
        isNull(workspaces.deletionRequestedAt),
        opts.withoutClientsOf ? sql`${workspaces.agencyId} is distinct from ${workspaceId}` : undefined,
      ),
    )
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The person leaves `workspaceId` (only ever their own membership). The owner stays until ownership
 * is transferred, and nobody leaves their only workspace. Returns where they go next.
 */
export async function leaveWorkspace(db: Db, userId: string, workspaceId: string) {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: memberships.id, role: memberships.role, email: users.email })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId), isNull(workspaces.deletionRequestedAt)));
    if (!mine) throw new NotFoundError("Workspace");
    if (mine.role === "owner") throw new InvalidError(OWNER_CANNOT_LEAVE);
    const next = await oldestOtherWorkspace(tx, userId, workspaceId);
    if (!next) throw new InvalidError(ONLY_WORKSPACE_LEAVE);
    await tx.delete(memberships).where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.id, mine.id)));
    await recordAudit(tx, { workspaceId, actorId: userId, action: "member.left", subject: mine.email, details: { role: mine.role } });
    return { leftWorkspaceId: workspaceId, next };
  });
}

export type DeleteWorkspaceJob = { workspaceId: string };
export type EnqueueWorkspaceDeletion = (job: DeleteWorkspaceJob) => Promise<unknown>;

/**
 * The owner deletes the tenant's workspace: once they typed its exact name, it (and, for an agency,
 * its client workspaces) is marked at once, which hides it from everyone, and a job removes its rows.
 * The owner needs another workspace to go to; it is returned.
 */
export async function requestWorkspaceDeletion(db: Db, tenant: Tenant, input: DeleteWorkspaceInput, enqueue: EnqueueWorkspaceDeletion) {
  const [workspace] = await db
    .select({ name: workspaces.name, agencyId: workspaces.agencyId })
    .from(workspaces)
    .where(and(eq(workspaces.id, tenant.workspaceId), isNull(workspaces.deletionRequestedAt)));
  if (!workspace) throw new NotFoundError("Workspace");
  if (input.confirmName.trim() !== workspace.name) {
    throw new InvalidError("The name you typed doesn't match this workspace's name.", {
      confirmName: `Type “${workspace.name}” exactly as shown to confirm.`,
    });
  }
  const next = await oldestOtherWorkspace(db, tenant.userId, tenant.workspaceId, { withoutClientsOf: true });
  if (!next) throw new InvalidError(ONLY_WORKSPACE_DELETE);

  const marked = await db
    .update(workspaces)
    .set({ deletionRequestedAt: new Date() })
    .where(and(or(eq(workspaces.id, tenant.workspaceId), eq(workspaces.agencyId, tenant.workspaceId)), isNull(workspaces.deletionRequestedAt)))
    .returning({ id: workspaces.id });
  if (!marked.some((w) => w.id === tenant.workspaceId)) throw new NotFoundError("Workspace");
  try {
    await enqueue({ workspaceId: tenant.workspaceId });
  } catch (error) {
    // Nothing will remove it: show it again rather than leave it hidden forever.
    await db
      .update(workspaces)
      .set({ deletionRequestedAt: null })
      .where(
        inArray(
          workspaces.id,
          marked.map((w) => w.id),
        ),
      );
    throw error;
  }
  // A workspace's own log goes with it; a client workspace's deletion stays in its agency's log.
  if (workspace.agencyId) {
    await recordAudit(db, { workspaceId: workspace.agencyId, actorId: tenant.userId, action: "workspace.deleted", subject: workspace.name });
  }
  return { deletedWorkspaceId: tenant.workspaceId, next };
}

/**
 * The job's work: removes a workspace whose deletion was requested; every tenant table cascades,
 * and so do an agency's client workspaces. Idempotent: a second run finds nothing and succeeds.
 */
export async function purgeWorkspace(db: Db, workspaceId: string): Promise<{ deleted: boolean }> {
  const removed = await db
    .delete(workspaces)
    .where(and(eq(workspaces.id, workspaceId), isNotNull(workspaces.deletionRequestedAt)))
    .returning({ id: workspaces.id });
  return { deleted: removed.length > 0 };
}

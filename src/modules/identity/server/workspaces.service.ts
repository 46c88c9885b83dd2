import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { slugify } from "@/lib/slug";
import type { Db, Tx } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { CreateWorkspaceInput } from "../contracts/identity.contracts";
import { memberships } from "../db/memberships.table";
import { workspaces } from "../db/workspaces.table";

/** The workspace fields a person sees (never more). */
export const workspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  slug: workspaces.slug,
  kind: workspaces.kind,
  agencyId: workspaces.agencyId,
  isDemo: workspaces.isDemo,
};

/** Inserts a workspace with a unique slug and makes `userId` its owner. Call inside a transaction. */
export async function insertWorkspaceWithOwner(
  tx: Db | Tx,
  userId: string,
  input: { name: string; kind: "brand" | "agency" | "client"; agencyId?: string; isDemo?: boolean },
) {
  const base = slugify(input.name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name: input.name, slug, kind: input.kind, agencyId: input.agencyId, isDemo: input.isDemo ?? false })
      .onConflictDoNothing({ target: workspaces.slug })
      .returning(workspaceColumns);
    if (workspace) {
      await tx.insert(memberships).values({ workspaceId: workspace.id, userId, role: "owner" });
      return workspace;
    }
  }
  throw new Error("Could not find a free workspace slug");
}

export function createWorkspace(db: Db, userId: string, input: CreateWorkspaceInput) {
  return db.transaction((tx) => insertWorkspaceWithOwner(tx, userId, input));
}

/** Every workspace the person belongs to (not being deleted), with their role, oldest first. */
export function listMyWorkspaces(db: Db, userId: string) {
  return db
    .select({ ...workspaceColumns, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, userId), isNull(workspaces.deletionRequestedAt)))
    .orderBy(asc(memberships.createdAt));
}

/** The workspace `workspaceId` if the person is a member of it; NOT_FOUND otherwise. */
export async function getMemberWorkspace(db: Db, userId: string, workspaceId: string) {
  const [row] = await db
    .select({ ...workspaceColumns, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId), isNull(workspaces.deletionRequestedAt)))
    .limit(1);
  if (!row) throw new NotFoundError("Workspace");
  return row;
}



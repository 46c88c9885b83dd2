import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { slugify } from "@/lib/slug";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { CreateClientInput, CreateWorkspaceInput } from "../contracts/identity.contracts";
import type { Tenant } from "../tenant";
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

/**
 * What a membership opens: its own workspace and, for a member of an agency, the agency's client
 * workspaces (with the role they have in the agency). A direct membership wins over an inherited
 * one. Neither may be on its way to deletion. Join `memberVia` on the membership's workspace and
 * `workspaces` on `opens`, filter with `live`, order by `direct`.
 */
export const memberVia = alias(workspaces, "member_via");
export const opens = or(eq(workspaces.id, memberships.workspaceId), eq(workspaces.agencyId, memberships.workspaceId));
export const live = and(isNull(workspaces.deletionRequestedAt), isNull(memberVia.deletionRequestedAt));
export const direct = sql<boolean>`(${workspaces.id} = ${memberships.workspaceId})`;

/** Every workspace the person can open (not being deleted), with their role, oldest membership first. */
export async function listMyWorkspaces(db: Db, userId: string) {
  const rows = await db
    .select({ ...workspaceColumns, role: memberships.role })
    .from(memberships)
    .innerJoin(memberVia, eq(memberVia.id, memberships.workspaceId))
    .innerJoin(workspaces, opens)
    .where(and(eq(memberships.userId, userId), live))
    .orderBy(desc(direct), asc(memberships.createdAt), asc(workspaces.createdAt));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** The workspace `workspaceId` if the person can open it; NOT_FOUND otherwise. */
export async function getMemberWorkspace(db: Db, userId: string, workspaceId: string) {
  const [row] = await db
    .select({ ...workspaceColumns, role: memberships.role })
    .from(memberships)
    .innerJoin(memberVia, eq(memberVia.id, memberships.workspaceId))
    .innerJoin(workspaces, opens)
    .where(and(eq(memberships.userId, userId), eq(workspaces.id, workspaceId), live))
    .orderBy(desc(direct))
    .limit(1);
  if (!row) throw new NotFoundError("Workspace");
  return row;
}

/** A client workspace of the current agency; its creator owns it, the agency's members can open it. */
export async function createClientWorkspace(db: Db, tenant: Tenant, current: { kind: string }, input: CreateClientInput) {
  if (current.kind !== "agency") throw new InvalidError("Client workspaces belong to an agency workspace. Switch to your agency first.");
  return db.transaction((tx) => insertWorkspaceWithOwner(tx, tenant.userId, { name: input.name, kind: "client", agencyId: tenant.workspaceId }));
}

/**
 * The workspace a public address names (`/p/<slug>/…`, `/f/<slug>/…`): id, name and slug only, or
 * null. For the hosted, unauthenticated surfaces; never a membership check.
 */
export async function workspaceBySlug(db: Db, slug: string): Promise<{ id: string; name: string; slug: string; isDemo: boolean } | null> {
  if (slug.length === 0 || slug.length > 120) return null;
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, slug: workspaces.slug, isDemo: workspaces.isDemo })
    .from(workspaces)
    .where(eq(workspaces.slug, slug))
    .limit(1);
  return row ?? null;
}

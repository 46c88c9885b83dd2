import { randomBytes } from "node:crypto";
import { insertWorkspaceWithOwner, memberships, users, type Role, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";

const unique = () => randomBytes(5).toString("hex");

export async function makeUser(db: Db, overrides: { name?: string; email?: string; passwordHash?: string } = {}) {
  const [user] = await db
    .insert(users)
    .values({ name: overrides.name ?? "Test Person", email: overrides.email ?? `person-${unique()}@example.test`, passwordHash: overrides.passwordHash })
    .returning();
  return user!;
}

/** A fresh workspace owned by a fresh user: what each integration test starts from. */
export async function makeWorkspace(db: Db, opts: { kind?: "brand" | "agency" } = {}) {
  const owner = await makeUser(db);
  const workspace = await insertWorkspaceWithOwner(db, owner.id, { name: `Workspace ${unique()}`, kind: opts.kind ?? "brand" });
  const tenant: Tenant = { workspaceId: workspace.id, userId: owner.id, role: "owner" };
  return { owner, workspace, tenant };
}

/** Adds a new person to a workspace with a role. */
export async function addMember(db: Db, workspaceId: string, role: Role) {
  const user = await makeUser(db);
  await db.insert(memberships).values({ workspaceId, userId: user.id, role });
  const tenant: Tenant = { workspaceId, userId: user.id, role };
  return { user, tenant };
}

import "server-only";
import type { Db } from "@/server/db/client";
import { firstWorkspaceName } from "../first-workspace-name";
import { insertWorkspaceWithOwner } from "./workspaces.service";

/** A person who arrived through a sign-in provider gets a first workspace of their own, named after them. */
export function createFirstWorkspace(db: Db, user: { id: string; name?: string | null; email?: string | null }) {
  return db.transaction((tx) => insertWorkspaceWithOwner(tx, user.id, { name: firstWorkspaceName(user), kind: "brand" }));
}

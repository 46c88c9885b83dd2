import { describe, expect, it } from "vitest";
import { can, permissionTable, readOnlyRoles, type Permission } from "@/modules/identity/permissions";
import { appRouter } from "./app-router";

/**
 * Every procedure either names a permission (the ladder's last rung) or is on this short list of
 * procedures that act before a workspace is chosen. A new procedure without a permission fails here.
 */
const outsideWorkspace: Record<string, "public" | "authed"> = {
  "identity.signUp": "public",
  "identity.account.signOutEverywhere": "authed",
  "identity.password.requestReset": "public",
  "identity.password.inspectReset": "public",
  "identity.password.reset": "public",
  "identity.password.status": "authed",
  "identity.password.change": "authed",
  "identity.invitations.inspect": "public",
  "identity.invitations.accept": "authed",
  "identity.invitations.signUpAndAccept": "public",
  "identity.workspaces.list": "authed",
  "identity.workspaces.create": "authed",
  "identity.workspaces.switch": "authed",
  // Leaving acts only on the person's own membership; any role may leave (the owner is refused).
  "identity.workspaces.leave": "authed",
  // The person's own newsletter choice (the account menu), not workspace data.
  "identity.newsletter.status": "authed",
  "identity.newsletter.set": "authed",
};

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { permission?: string }; type: string } }>);

describe("router contract", () => {
  it("has a permission from the table on every workspace procedure", () => {
    for (const [path, proc] of procedures) {
      if (path in outsideWorkspace) continue;
      const permission = proc._def.meta?.permission;
      expect(permission, `${path} names no permission`).toBeDefined();
      expect(Object.keys(permissionTable), path).toContain(permission);
    }
  });

  it("lists only procedures that exist as outside a workspace", () => {
    const paths = procedures.map(([p]) => p);
    for (const path of Object.keys(outsideWorkspace)) expect(paths).toContain(path);
  });

  it("never lets a read-only role (viewer, client) through to a workspace mutation", () => {
    for (const [path, proc] of procedures) {
      if (path in outsideWorkspace || proc._def.type !== "mutation") continue;
      for (const role of readOnlyRoles) expect(can(role, proc._def.meta?.permission as Permission), `${role} on ${path}`).toBe(false);
    }
  });
});

import "server-only";
import type { can, Permission, resolveMembership } from "@/modules/identity";
import { once } from "./context";
import { authedProcedure, TRPCError } from "./init";

/**
 * Identity's membership check and permission table. Identity's own routers are built on this file,
 * so it can't import identity's surface; the composition root (src/server/compose.ts, which the app
 * router loads) hands them in.
 */
type Access = { resolveMembership: typeof resolveMembership; can: typeof can };
let access: Access | undefined;

export function provideAccess(given: Access) {
  access = given;
}

function accessOf(): Access {
  if (!access) throw new Error("provideAccess() wasn't called: import the app router before calling a procedure.");
  return access;
}

/**
 * A signed-in member acting in a verified workspace: `ctx.tenant` (and `ctx.workspace`, its row) is
 * never null past this point. Resolved once per request, shared by a batch.
 */
export const workspaceProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const membership = await once(ctx, "membership", () => accessOf().resolveMembership(ctx.db, ctx.session, ctx.requestedWorkspaceId));
  if (!membership) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Your session has ended. Sign in again." });
  }
  return next({ ctx: { ...ctx, tenant: membership.tenant, workspace: membership.workspace } });
});

/** The last rung of the ladder: the tenant's role must hold `permission` (identity's table). */
export function requires(permission: Permission) {
  return workspaceProcedure.meta({ permission }).use(({ ctx, next }) => {
    if (!accessOf().can(ctx.tenant.role, permission)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "Your role doesn't allow this. Ask a workspace admin." });
    }
    return next();
  });
}

import "server-only";
import { resolveMembership } from "@/modules/identity/server/tenant.service";
import { can, type Permission } from "@/modules/identity/permissions";
import { once } from "./context";
import { authedProcedure, TRPCError } from "./init";

/**
 * A signed-in member acting in a verified workspace: `ctx.tenant` (and `ctx.workspace`, its row) is
 * never null past this point. Resolved once per request, shared by a batch.
 */
export const workspaceProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const membership = await once(ctx, "membership", () => resolveMembership(ctx.db, ctx.session, ctx.requestedWorkspaceId));
  if (!membership) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Your session has ended. Sign in again." });
  }
  return next({ ctx: { ...ctx, tenant: membership.tenant, workspace: membership.workspace } });
});

/** The last rung of the ladder: the tenant's role must hold `permission` (identity's table). */
export function requires(permission: Permission) {
  return workspaceProcedure.meta({ permission }).use(({ ctx, next }) => {
    if (!can(ctx.tenant.role, permission)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "Your role doesn't allow this. Ask a workspace admin." });
    }
    return next();
  });
}

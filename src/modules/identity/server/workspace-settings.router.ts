import "server-only";
import { authedProcedure, router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { rememberWorkspace } from "@/server/trpc/cookies";
import { deleteWorkspaceInput, leaveWorkspaceInput, workspaceSettingsInput } from "../contracts/workspace-settings.contracts";
import { enqueueWorkspaceDeletion } from "../jobs/delete-workspace.job";
import { leaveWorkspace, requestWorkspaceDeletion } from "./workspace-lifecycle.service";
import { getWorkspaceSettings, updateWorkspaceSettings } from "./workspace-settings.service";

/** `identity.settings`: the General settings page. */
export const workspaceSettingsRouter = router({
  get: requires("workspace.read").query(({ ctx }) => getWorkspaceSettings(ctx.db, ctx.tenant)),
  update: requires("workspace.manage")
    .input(workspaceSettingsInput)
    .mutation(({ ctx, input }) => updateWorkspaceSettings(ctx.db, ctx.tenant, input)),
});

/** Part of `identity.workspaces`: leaving one and deleting it; both move the browser to the next one. */
export const workspaceLifecycleProcedures = {
  /** Acts only on the person's own membership, which is why it needs no workspace permission. */
  leave: authedProcedure.input(leaveWorkspaceInput).mutation(async ({ ctx, input }) => {
    const left = await leaveWorkspace(ctx.db, ctx.session.userId, input.workspaceId);
    rememberWorkspace(ctx, left.next.id);
    return left;
  }),
  delete: requires("workspace.delete")
    .input(deleteWorkspaceInput)
    .mutation(async ({ ctx, input }) => {
      const deleted = await requestWorkspaceDeletion(ctx.db, ctx.tenant, input, enqueueWorkspaceDeletion);
      rememberWorkspace(ctx, deleted.next.id);
      return deleted;
    }),
};

import "server-only";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { getLogger } from "@/server/log";
import { purgeWorkspace, type DeleteWorkspaceJob } from "../server/workspace-lifecycle.service";

export const DELETE_WORKSPACE_JOB = "identity.deleteWorkspace";

/** Removes a workspace its owner deleted (it is hidden from the moment they asked). */
export const deleteWorkspaceJob = defineJob<DeleteWorkspaceJob>({
  name: DELETE_WORKSPACE_JOB,
  run: async (data, { db }) => {
    const { deleted } = await purgeWorkspace(db, data.workspaceId);
    getLogger().info({ workspaceId: data.workspaceId, deleted }, deleted ? "workspace deleted" : "workspace already deleted");
  },
});

/** Queues the removal on the process's queue; retried, since the job is idempotent. */
export async function enqueueWorkspaceDeletion(data: DeleteWorkspaceJob): Promise<void> {
  await sendJob(DELETE_WORKSPACE_JOB, data, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
}

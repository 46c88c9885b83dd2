import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { activityIdInput, logActivityInput, timelineInput } from "../contracts/activities.contracts";
import { deleteActivity, logActivity, timeline } from "./activities.service";

export const activitiesRouter = router({
  timeline: requires("crm.read")
    .input(timelineInput)
    .query(({ ctx, input }) => timeline(ctx.db, ctx.tenant, input)),
  log: requires("crm.write")
    .input(logActivityInput)
    .mutation(({ ctx, input }) => logActivity(ctx.db, ctx.tenant, input)),
  delete: requires("crm.write")
    .input(activityIdInput)
    .mutation(({ ctx, input }) => deleteActivity(ctx.db, ctx.tenant, input.id)),
});

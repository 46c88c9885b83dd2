import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { errorGroupInput, errorGroupListInput, setErrorStatusInput } from "../contracts/errors.contracts";
import { getErrorGroup, listErrorGroups, setErrorStatus } from "./errors/errors.service";

/** The analytics module's procedures: the product's own error reports, for workspace admins. */
export const analyticsRouter = router({
  errors: router({
    list: requires("workspace.manage")
      .input(errorGroupListInput)
      .query(({ ctx, input }) => listErrorGroups(ctx.db, ctx.tenant, input)),
    get: requires("workspace.manage")
      .input(errorGroupInput)
      .query(({ ctx, input }) => getErrorGroup(ctx.db, ctx.tenant, input)),
    setStatus: requires("workspace.manage")
      .input(setErrorStatusInput)
      .mutation(({ ctx, input }) => setErrorStatus(ctx.db, ctx.tenant, input)),
  }),
});

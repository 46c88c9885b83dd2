import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { createPipelineInput, pipelineIdInput, updatePipelineInput } from "../contracts/pipelines.contracts";
import { createPipeline, deletePipeline, listPipelines, updatePipeline } from "./pipelines.service";

export const pipelinesRouter = router({
  /** With their stages; a workspace without any gets the default sales pipeline on first read. */
  list: requires("crm.read").query(({ ctx }) => listPipelines(ctx.db, ctx.tenant)),
  create: requires("crm.settings")
    .input(createPipelineInput)
    .mutation(({ ctx, input }) => createPipeline(ctx.db, ctx.tenant, input)),
  update: requires("crm.settings")
    .input(updatePipelineInput)
    .mutation(({ ctx, input }) => updatePipeline(ctx.db, ctx.tenant, input)),
  delete: requires("crm.settings")
    .input(pipelineIdInput)
    .mutation(({ ctx, input }) => deletePipeline(ctx.db, ctx.tenant, input.id)),
});

import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { creativeSetIdInput, renderCreativeInput, saveCreativeSetInput, writeCreativeCopyInput } from "../contracts/creatives.contracts";
import { writeCreativeCopy } from "./creatives-copy.service";
import { getCreativeSet, renderCreativePreview, saveCreativeSet } from "./creatives.service";

/** `assets.creatives`: the creative pages. A render reads nothing it changes, but costs a core, so it needs the right to edit. */
export const creativesRouter = router({
  render: requires("assets.edit")
    .input(renderCreativeInput)
    .mutation(({ ctx, input }) => renderCreativePreview(ctx.db, ctx.tenant, input)),
  save: requires("assets.edit")
    .input(saveCreativeSetInput)
    .mutation(({ ctx, input }) => saveCreativeSet(ctx.db, ctx.tenant, input)),
  write: requires("assets.edit")
    .input(writeCreativeCopyInput)
    .mutation(({ ctx, input }) => writeCreativeCopy(ctx.db, ctx.tenant, input)),
  get: requires("assets.read")
    .input(creativeSetIdInput)
    .query(({ ctx, input }) => getCreativeSet(ctx.db, ctx.tenant, input.id)),
});

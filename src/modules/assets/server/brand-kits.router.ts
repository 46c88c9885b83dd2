import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { brandKitIdInput, createBrandKitInput } from "../contracts/brand-kits.contracts";
import { updateBrandKitInput } from "../contracts/update-brand-kit.contracts";
import { brandKitsPage, createBrandKit, deleteBrandKit, duplicateBrandKit, getBrandKit, setDefaultBrandKit, updateBrandKit } from "./brand-kits.service";

/** `assets.brandKits`: the workspace's brand kits. Every member reads them; those who edit marketing content change them. */
export const brandKitsRouter = router({
  list: requires("assets.read").query(({ ctx }) => brandKitsPage(ctx.db, ctx.tenant)),
  get: requires("assets.read")
    .input(brandKitIdInput)
    .query(({ ctx, input }) => getBrandKit(ctx.db, ctx.tenant, input.id)),
  create: requires("assets.edit")
    .input(createBrandKitInput)
    .mutation(({ ctx, input }) => createBrandKit(ctx.db, ctx.tenant, input)),
  update: requires("assets.edit")
    .input(updateBrandKitInput)
    .mutation(({ ctx, input }) => updateBrandKit(ctx.db, ctx.tenant, input)),
  duplicate: requires("assets.edit")
    .input(brandKitIdInput)
    .mutation(({ ctx, input }) => duplicateBrandKit(ctx.db, ctx.tenant, input.id)),
  setDefault: requires("assets.edit")
    .input(brandKitIdInput)
    .mutation(({ ctx, input }) => setDefaultBrandKit(ctx.db, ctx.tenant, input.id)),
  delete: requires("assets.edit")
    .input(brandKitIdInput)
    .mutation(({ ctx, input }) => deleteBrandKit(ctx.db, ctx.tenant, input.id)),
});

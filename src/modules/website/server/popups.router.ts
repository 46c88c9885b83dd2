import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { createPopupInput, deletePopupInput, popupIdInput, setPopupStatusInput, updatePopupInput } from "../contracts/popups.contracts";
import { listPopupsWithStats } from "./popups-stats";
import { createPopup, deletePopup, duplicatePopup, getPopup, setPopupStatus, updatePopup } from "./popups.service";
import { installSnippet } from "./popups-public";

/** `website.popups`: the workspace's site pop-ups. Every member reads them; those who edit marketing content change and publish them. */
export const popupsRouter = router({
  list: requires("website.read").query(({ ctx }) => listPopupsWithStats(ctx.db, ctx.tenant)),
  get: requires("website.read")
    .input(popupIdInput)
    .query(({ ctx, input }) => getPopup(ctx.db, ctx.tenant, input.id)),
  snippet: requires("website.read").query(({ ctx }) => installSnippet(ctx.workspace.slug)),
  create: requires("website.edit")
    .input(createPopupInput)
    .mutation(({ ctx, input }) => createPopup(ctx.db, ctx.tenant, input)),
  update: requires("website.edit")
    .input(updatePopupInput)
    .mutation(({ ctx, input }) => updatePopup(ctx.db, ctx.tenant, input)),
  duplicate: requires("website.edit")
    .input(popupIdInput)
    .mutation(({ ctx, input }) => duplicatePopup(ctx.db, ctx.tenant, input.id)),
  setStatus: requires("website.publish")
    .input(setPopupStatusInput)
    .mutation(({ ctx, input }) => setPopupStatus(ctx.db, ctx.tenant, input)),
  delete: requires("website.edit")
    .input(deletePopupInput)
    .mutation(({ ctx, input }) => deletePopup(ctx.db, ctx.tenant, input)),
});

import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  addCommentInput,
  assetIdInput,
  commentIdInput,
  countAssetsInput,
  createAssetInput,
  duplicateIntoInput,
  listAssetsInput,
  restoreVersionInput,
  reviewInput,
  setTagsInput,
  updateAssetInput,
} from "../contracts/items.contracts";
import { translateAssetInput } from "../contracts/translate.contracts";
import { assetAuthors, countAssets, getAsset, listAssets, listComments, listVersions, recentAssets } from "./asset-queries";
import { addComment, approveAsset, archiveAsset, deleteComment, rejectAsset, submitForReview, unarchiveAsset } from "./asset-review";
import { translateCopyAsset } from "./asset-translate";
import { createAsset, duplicateAsset, duplicateAssetInto, restoreVersion, setTags, updateAsset } from "./asset-writes";

/** `assets.items`: the asset store under the library hub. */
export const itemsRouter = router({
  list: requires("assets.read")
    .input(listAssetsInput)
    .query(({ ctx, input }) => listAssets(ctx.db, ctx.tenant, input)),
  counts: requires("assets.read")
    .input(countAssetsInput)
    .query(({ ctx, input }) => countAssets(ctx.db, ctx.tenant, input)),
  recent: requires("assets.read").query(({ ctx }) => recentAssets(ctx.db, ctx.tenant)),
  authors: requires("assets.read").query(({ ctx }) => assetAuthors(ctx.db, ctx.tenant)),
  get: requires("assets.read")
    .input(assetIdInput)
    .query(({ ctx, input }) => getAsset(ctx.db, ctx.tenant, input.id)),
  versions: requires("assets.read")
    .input(assetIdInput)
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.tenant, input.id)),
  comments: requires("assets.read")
    .input(assetIdInput)
    .query(({ ctx, input }) => listComments(ctx.db, ctx.tenant, input.id)),
  create: requires("assets.edit")
    .input(createAssetInput)
    .mutation(({ ctx, input }) => createAsset(ctx.db, ctx.tenant, input)),
  update: requires("assets.edit")
    .input(updateAssetInput)
    .mutation(({ ctx, input }) => updateAsset(ctx.db, ctx.tenant, input)),
  restore: requires("assets.edit")
    .input(restoreVersionInput)
    .mutation(({ ctx, input }) => restoreVersion(ctx.db, ctx.tenant, input)),
  setTags: requires("assets.edit")
    .input(setTagsInput)
    .mutation(({ ctx, input }) => setTags(ctx.db, ctx.tenant, input)),
  submit: requires("assets.edit")
    .input(assetIdInput)
    .mutation(({ ctx, input }) => submitForReview(ctx.db, ctx.tenant, input.id)),
  approve: requires("assets.approve")
    .input(reviewInput)
    .mutation(({ ctx, input }) => approveAsset(ctx.db, ctx.tenant, input)),
  reject: requires("assets.approve")
    .input(reviewInput)
    .mutation(({ ctx, input }) => rejectAsset(ctx.db, ctx.tenant, input)),
  archive: requires("assets.edit")
    .input(assetIdInput)
    .mutation(({ ctx, input }) => archiveAsset(ctx.db, ctx.tenant, input.id)),
  unarchive: requires("assets.edit")
    .input(assetIdInput)
    .mutation(({ ctx, input }) => unarchiveAsset(ctx.db, ctx.tenant, input.id)),
  addComment: requires("assets.edit")
    .input(addCommentInput)
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.tenant, input)),
  deleteComment: requires("assets.edit")
    .input(commentIdInput)
    .mutation(({ ctx, input }) => deleteComment(ctx.db, ctx.tenant, input.commentId)),
  duplicate: requires("assets.edit")
    .input(assetIdInput)
    .mutation(({ ctx, input }) => duplicateAsset(ctx.db, ctx.tenant, input.id)),
  duplicateInto: requires("assets.edit")
    .input(duplicateIntoInput)
    .mutation(({ ctx, input }) => duplicateAssetInto(ctx.db, ctx.tenant, ctx.workspace, ctx.session, input)),
  translate: requires("assets.edit")
    .input(translateAssetInput)
    .mutation(({ ctx, input }) => translateCopyAsset(ctx.db, ctx.tenant, input)),
});

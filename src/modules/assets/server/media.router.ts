import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  completeMediaUploadInput,
  createFolderInput,
  createMediaUploadInput,
  folderIdInput,
  mediaIdInput,
  mediaListInput,
  moveMediaInput,
  renameFolderInput,
  updateMediaInput,
} from "../contracts/media.contracts";
import { createFolder, deleteFolder, listFolders, renameFolder } from "./media-folders.service";
import { completeMediaUpload, createMediaUpload, deleteMedia, getMedia, listMedia, moveMedia, updateMedia } from "./media.service";

/** `assets.media`: the media library's files and folders. Every member sees them; those who edit marketing content change them. */
export const mediaRouter = router({
  list: requires("assets.read")
    .input(mediaListInput)
    .query(({ ctx, input }) => listMedia(ctx.db, ctx.tenant, input)),
  get: requires("assets.read")
    .input(mediaIdInput)
    .query(({ ctx, input }) => getMedia(ctx.db, ctx.tenant, input.id)),
  folders: requires("assets.read").query(({ ctx }) => listFolders(ctx.db, ctx.tenant)),
  createUpload: requires("assets.edit")
    .input(createMediaUploadInput)
    .mutation(({ ctx, input }) => createMediaUpload(ctx.db, ctx.tenant, input)),
  completeUpload: requires("assets.edit")
    .input(completeMediaUploadInput)
    .mutation(({ ctx, input }) => completeMediaUpload(ctx.db, ctx.tenant, input)),
  update: requires("assets.edit")
    .input(updateMediaInput)
    .mutation(({ ctx, input }) => updateMedia(ctx.db, ctx.tenant, input)),
  move: requires("assets.edit")
    .input(moveMediaInput)
    .mutation(({ ctx, input }) => moveMedia(ctx.db, ctx.tenant, input)),
  delete: requires("assets.edit")
    .input(mediaIdInput)
    .mutation(({ ctx, input }) => deleteMedia(ctx.db, ctx.tenant, input.id)),
  createFolder: requires("assets.edit")
    .input(createFolderInput)
    .mutation(({ ctx, input }) => createFolder(ctx.db, ctx.tenant, input)),
  renameFolder: requires("assets.edit")
    .input(renameFolderInput)
    .mutation(({ ctx, input }) => renameFolder(ctx.db, ctx.tenant, input)),
  deleteFolder: requires("assets.edit")
    .input(folderIdInput)
    .mutation(({ ctx, input }) => deleteFolder(ctx.db, ctx.tenant, input.id)),
});

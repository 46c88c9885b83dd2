import { z } from "zod";
import { text } from "@/lib/text";
import { MEDIA_ALLOW, MEDIA_LIMITS, MEDIA_TYPES } from "./media.constants";

const folderId = z.uuid({ error: "Choose a folder" });
export const mediaIdInput = z.object({ id: z.uuid({ error: "Choose a file" }) });
export const folderIdInput = z.object({ id: folderId });

/** The library's list: a folder (`null` is "not in a folder", left out is every file), a search over names and alt text. */
export const mediaListInput = z.object({
  folderId: folderId.nullable().optional(),
  q: text().trim().max(MEDIA_LIMITS.searchMax).optional(),
  imagesOnly: z.boolean().optional(),
  cursor: z.string().max(100).nullish(),
});
export type MediaListInput = z.infer<typeof mediaListInput>;

export const folderNameField = text()
  .trim()
  .min(1, { error: "Name the folder" })
  .max(MEDIA_LIMITS.folderNameMax, { error: `Keep the folder name under ${MEDIA_LIMITS.folderNameMax} characters` });
export const createFolderInput = z.object({ name: folderNameField });
export type CreateFolderInput = z.infer<typeof createFolderInput>;
export const renameFolderInput = z.object({ id: folderId, name: folderNameField });
export type RenameFolderInput = z.infer<typeof renameFolderInput>;

/** Asking for an upload link: the type the browser sees and the size it claims (checked again when the file arrives). */
export const createMediaUploadInput = z.object({
  contentType: z.enum(MEDIA_TYPES, { error: "Upload a PNG, JPEG, WebP or GIF image, an MP4 or WebM video, or a PDF" }),
  bytes: z.number().int().min(1, { error: "This file is empty" }),
  use: z.enum(Object.keys(MEDIA_ALLOW) as [keyof typeof MEDIA_ALLOW]).default("library"),
});
export type CreateMediaUploadInput = z.input<typeof createMediaUploadInput>;

export const completeMediaUploadInput = z.object({
  key: z.string().min(1).max(300),
  name: text().trim().min(1, { error: "Name the file" }).max(MEDIA_LIMITS.nameMax),
  folderId: folderId.nullable().optional(),
  use: z.enum(Object.keys(MEDIA_ALLOW) as [keyof typeof MEDIA_ALLOW]).default("library"),
});
export type CompleteMediaUploadInput = z.input<typeof completeMediaUploadInput>;

/** The details form: name and the text a screen reader says instead of the image. */
export const updateMediaInput = z.object({
  id: z.uuid(),
  name: text()
    .trim()
    .min(1, { error: "Name the file" })
    .max(MEDIA_LIMITS.nameMax, { error: `Keep the name under ${MEDIA_LIMITS.nameMax} characters` }),
  altText: text()
    .trim()
    .max(MEDIA_LIMITS.altMax, { error: `Keep the description under ${MEDIA_LIMITS.altMax} characters` }),
});
export type UpdateMediaInput = z.infer<typeof updateMediaInput>;

export const moveMediaInput = z.object({ ids: z.array(z.uuid()).min(1).max(100), folderId: folderId.nullable() });
export type MoveMediaInput = z.infer<typeof moveMediaInput>;

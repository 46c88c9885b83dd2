import { z } from "zod";
import { ASSET_LIMITS, assetKinds, assetStatuses } from "./items.constants";

/**
 * The asset store's inputs, shared by `assets.items` and the forms that will call it. Fields are one
 * JSON object per version, bounded here by the largest kind's size; the service checks them against
 * their kind's shape and size (contracts/fields-by-kind.ts), and the limits table flags lengths.
 */
export const assetFields = z
  .record(z.string().max(100), z.json())
  .refine((fields) => new TextEncoder().encode(JSON.stringify(fields)).length <= ASSET_LIMITS.emailFieldsMaxBytes, {
    message: `The asset's text is too long to save (at most ${ASSET_LIMITS.emailFieldsMaxBytes / 1024} KB).`,
  });
export type AssetFields = z.infer<typeof assetFields>;

const title = z.string().trim().min(1, "Give the asset a title.").max(ASSET_LIMITS.titleMax, `Keep the title to ${ASSET_LIMITS.titleMax} characters.`);
const tag = z.string().trim().toLowerCase().min(1).max(ASSET_LIMITS.tagMax, `Keep each tag to ${ASSET_LIMITS.tagMax} characters.`);
const tags = z.array(tag).max(ASSET_LIMITS.tagsMax, `An asset has at most ${ASSET_LIMITS.tagsMax} tags.`);
const planRef = z.string().trim().max(ASSET_LIMITS.planRefMax).nullable();
const note = z.string().trim().max(ASSET_LIMITS.noteMax, `Keep the note to ${ASSET_LIMITS.noteMax} characters.`).optional();
const assetId = z.uuid();

export const listAssetsInput = z.object({
  kinds: z.array(z.enum(assetKinds)).max(assetKinds.length).default([]),
  /** Empty: every status but archived. */
  statuses: z.array(z.enum(assetStatuses)).max(assetStatuses.length).default([]),
  brandKitId: z.uuid().optional(),
  planRef: z.string().trim().min(1).max(ASSET_LIMITS.planRefMax).optional(),
  tag: tag.optional(),
  authorId: z.uuid().optional(),
  updatedFrom: z.iso.datetime({ offset: true }).optional(),
  updatedTo: z.iso.datetime({ offset: true }).optional(),
  search: z.string().trim().max(ASSET_LIMITS.searchMax).optional(),
  cursor: z.string().max(200).optional(),
});
/** The same filters, for the counts. */
export const countAssetsInput = listAssetsInput.omit({ cursor: true });
export type ListAssetsInput = z.input<typeof listAssetsInput>;
export type AssetFilters = Omit<z.output<typeof listAssetsInput>, "cursor">;

export const assetIdInput = z.object({ id: assetId });

export const createAssetInput = z.object({
  kind: z.enum(assetKinds),
  title,
  fields: assetFields.default({}),
  brandKitId: z.uuid().nullable().default(null),
  planRef: planRef.default(null),
  tags: tags.default([]),
});
export type CreateAssetInput = z.input<typeof createAssetInput>;

export const updateAssetInput = z.object({
  id: assetId,
  /** The version the edit started from: a save over someone else's newer version is refused. */
  version: z.int().min(1),
  title: title.optional(),
  fields: assetFields.optional(),
  brandKitId: z.uuid().nullable().optional(),
  planRef: planRef.optional(),
  note,
});
export type UpdateAssetInput = z.input<typeof updateAssetInput>;

export const restoreVersionInput = z.object({ id: assetId, version: z.int().min(1), currentVersion: z.int().min(1) });
export const reviewInput = z.object({ id: assetId, note: z.string().trim().max(ASSET_LIMITS.commentMax).optional() });
export const setTagsInput = z.object({ id: assetId, tags });
export const addCommentInput = z.object({
  id: assetId,
  body: z.string().trim().min(1, "Write a comment first.").max(ASSET_LIMITS.commentMax, `Keep the comment to ${ASSET_LIMITS.commentMax} characters.`),
});
export const commentIdInput = z.object({ commentId: z.uuid() });
export const duplicateIntoInput = z.object({ id: assetId, workspaceId: z.uuid() });

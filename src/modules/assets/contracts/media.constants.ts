/**
 * The media library's words and bounds (zod-free, so the upload button can check a file before it
 * asks the server). What a file is is decided from its bytes on the server; these lists are what the
 * picker offers.
 */
export const MEDIA_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const MEDIA_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export const MEDIA_TYPES = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES, "application/pdf"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Per use: the library takes images, video and PDF; a picker for an image slot takes images only. */
export const MEDIA_ALLOW = { library: MEDIA_TYPES, images: MEDIA_IMAGE_TYPES } as const;
export type MediaAllow = keyof typeof MEDIA_ALLOW;

export const MEDIA_LIMITS = {
  /** An image or PDF, at most. */
  fileMaxBytes: 20 * 1024 * 1024,
  /** A video, at most. */
  videoMaxBytes: 200 * 1024 * 1024,
  nameMax: 200,
  altMax: 500,
  folderNameMax: 80,
  foldersMax: 200,
  searchMax: 200,
  pageSize: 60,
} as const;

/** The most a file of this claimed type may be. */
export const mediaMaxBytes = (contentType: string) => (contentType.startsWith("video/") ? MEDIA_LIMITS.videoMaxBytes : MEDIA_LIMITS.fileMaxBytes);

/** The storage purpose (the middle of the key) of library files. */
export const MEDIA_PURPOSE = "media";

/** The public address of a media file in public use (a published page's image): stable, so a page can keep it where a signed link expires. */
export const publicMediaPath = (workspaceSlug: string, mediaId: string) => `/api/public/media/${encodeURIComponent(workspaceSlug)}/${mediaId}`;

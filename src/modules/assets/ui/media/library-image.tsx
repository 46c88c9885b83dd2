"use client";

import { useMediaFile } from "../../hooks/use-media";

/**
 * An image of the media library shown inside the product (an editor's preview) through its current
 * signed link; nothing while it loads or when the file is gone. Pages visitors see use the public
 * address instead (`publicMediaPath`).
 */
export function LibraryImage({ id, alt, className }: { id: string; alt: string; className?: string }) {
  const file = useMediaFile(id);
  if (!file.data || !file.data.contentType.startsWith("image/")) return null;
  return <img src={file.data.url} alt={alt} className={className} />;
}

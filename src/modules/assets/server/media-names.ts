import { InvalidError } from "@/server/errors";

/** The media library's file names against their contents: the extensions each type goes by. */
const EXTENSIONS: Record<string, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg", "jfif"],
  "image/webp": ["webp"],
  "image/gif": ["gif"],
  "video/mp4": ["mp4", "m4v"],
  "video/webm": ["webm"],
  "application/pdf": ["pdf"],
};
const TYPE_WORD: Record<string, string> = {
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/webp": "a WebP image",
  "image/gif": "a GIF image",
  "video/mp4": "an MP4 video",
  "video/webm": "a WebM video",
  "application/pdf": "a PDF",
};

/** A name whose extension says another type than the bytes (a PNG named .pdf) is refused: whoever opens it later would be misled. */
export function checkNameMatches(name: string, contentType: string): void {
  const extension = name.includes(".") ? name.split(".").pop()!.toLowerCase() : null;
  if (!extension || !EXTENSIONS[contentType]) return;
  const known = Object.values(EXTENSIONS).some((list) => list.includes(extension));
  if (known && !EXTENSIONS[contentType]!.includes(extension))
    throw new InvalidError(
      `This file is named .${extension} but is ${TYPE_WORD[contentType]}, going by its contents. Rename it to .${EXTENSIONS[contentType]![0]} if that's what it is, and upload it again.`,
    );
}

/**
 * What a file is, from its first bytes (file-type's magic numbers), never from its name or the type
 * the browser claimed. Each use names an allowlist; anything else is refused with a sentence for the
 * person who uploaded it.
 *
 * Text formats have no magic number, so SVG and HTML can't be detected this way. An SVG can carry
 * script, so it is refused for inline display until uploads are rasterised (sharp isn't installed
 * yet); HTML is refused everywhere.
 */
import { fileTypeFromBuffer } from "file-type";
import { InvalidError } from "@/server/errors";

/** How many leading bytes a check needs (file-type reads at most this many for the formats we allow). */
export const SNIFF_BYTES = 4100;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export const DOCUMENT_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/zip",
  ...IMAGE_TYPES,
  ...VIDEO_TYPES,
] as const;

/** Allowlists per use: creatives take images; team files (later) take documents too. */
export const ALLOW = { images: IMAGE_TYPES, media: [...IMAGE_TYPES, ...VIDEO_TYPES], documents: DOCUMENT_TYPES } as const;

const NAMES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "video/mp4": "MP4",
  "video/webm": "WebM",
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
  "application/zip": "ZIP",
};

export type Sniffed = { contentType: string; extension: string };

const textStart = (bytes: Uint8Array) =>
  new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();

/** The list of accepted formats as words ("PNG, JPEG or GIF"). */
export function acceptedWords(allow: readonly string[]): string {
  const words = [...new Set(allow.map((t) => NAMES[t] ?? t))];
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/**
 * The detected type of an upload from its first bytes (pass at least SNIFF_BYTES, or the whole file
 * when shorter). Throws InvalidError when it isn't one of `allow`.
 */
export async function sniffUpload(firstBytes: Uint8Array, opts: { allow: readonly string[] }): Promise<Sniffed> {
  const accepted = acceptedWords(opts.allow);
  if (firstBytes.length === 0) throw new InvalidError("This file is empty. Choose the file again.");
  // Markup first: file-type calls an SVG "xml" at best, and HTML nothing.
  const start = textStart(firstBytes);
  if (start.startsWith("<svg") || (start.startsWith("<?xml") && start.includes("<svg")) || /^<!doctype svg/.test(start))
    throw new InvalidError(`SVG images can't be used here, because they can contain script. Save the image as ${accepted || "PNG"} and upload that.`);
  if (start.startsWith("<!doctype html") || start.startsWith("<html") || /^<(head|body|script|iframe)\b/.test(start))
    throw new InvalidError(`Web pages (HTML) can't be uploaded here. Upload a ${accepted} file.`);
  const found = await fileTypeFromBuffer(firstBytes);
  if (!found) throw new InvalidError(`We couldn't recognise this file's format. Upload a ${accepted} file.`);
  if (!opts.allow.includes(found.mime)) {
    throw new InvalidError(`This file is ${describe(found.mime, found.ext)}, whatever its name says. Upload a ${accepted} file.`);
  }
  return { contentType: found.mime, extension: found.ext };
}

function describe(mime: string, ext: string): string {
  if (NAMES[mime]) return `a ${NAMES[mime]} file`;
  if (ext === "exe" || mime === "application/x-msdownload") return "a Windows program";
  return `a .${ext} file`;
}

/**
 * Which stored types a browser may show inline, and the headers every served file carries. Zod-free
 * and dependency-free, so route handlers and drivers share one answer.
 */

/** Shown inline: images that can't carry script, video, and PDF (browsers render it in a sandboxed viewer). */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "video/mp4",
  "video/webm",
  "application/pdf",
]);

export const isInlineSafe = (contentType: string | undefined | null): boolean =>
  !!contentType && INLINE_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase());

/** A file name made safe for a header: no control characters, quotes, slashes; at most 150 characters. */
export function cleanFileName(name: string | undefined | null, fallback = "file"): string {
  const cleaned = (name ?? "")
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a header must not carry
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, "_")
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/** `attachment` unless the type is inline-safe; the name in ASCII and as RFC 5987 UTF-8. */
export function contentDisposition(contentType: string | undefined | null, fileName: string | undefined | null): string {
  const name = cleanFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  const kind = isInlineSafe(contentType) ? "inline" : "attachment";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Headers of every user file the product serves: no sniffing, no script, no framing by others. */
export const SERVED_FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Referrer-Policy": "no-referrer",
} as const;

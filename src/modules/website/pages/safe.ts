/**
 * What a block may put in an attribute that a browser follows (links, images, frames). Every block
 * passes user-given addresses through these: anything else (javascript:, data:, vbscript:, protocol
 * tricks with whitespace or entities) becomes "#" or nothing. Text itself is escaped by the renderer.
 */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;
/** A control character or backslash anywhere in the address. */
const hasControl = (url: string) => [...url].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\");

/** A link a visitor may follow: http(s), mailto:, tel:, a path on this site ("/…", not "//…") or an anchor ("#…"). */
export function safeHref(value: unknown): string {
  const url = str(value).trim();
  if (!url) return "#";
  // Browsers drop tabs and newlines inside a scheme ("java\tscript:"): refuse any control character.
  if (hasControl(url)) return "#";
  if (url.startsWith("#") || (url.startsWith("/") && !url.startsWith("//"))) return url;
  return SAFE_LINK.test(url) ? url : "#";
}

/** An image address: http(s) or a path on this site; anything else is no image. */
export function safeImageSrc(value: unknown): string | null {
  const url = str(value).trim();
  if (!url || hasControl(url)) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** A prop as text (blocks store strings; anything else reads as empty), at most `max` characters. */
export function str(value: unknown, max = 5000): string {
  return typeof value === "string" ? value.slice(0, max) : typeof value === "number" ? String(value) : "";
}

/** A prop as a list of objects (array fields), at most `max` entries. */
export function list<T extends Record<string, unknown>>(value: unknown, max = 24): T[] {
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === "object").slice(0, max) as T[]) : [];
}

/** One of the allowed choices, else the first. */
export function oneOf<T extends string>(value: unknown, choices: readonly T[]): T {
  return choices.includes(value as T) ? (value as T) : choices[0]!;
}

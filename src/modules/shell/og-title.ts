import { APP_NAME } from "./routes";

export const OG_TITLE_MAX = 90;

/**
 * The title drawn on a share image: control characters removed, white space folded, clipped to
 * 90 characters on a word boundary when it can be. It is drawn as text, never parsed as markup.
 */
export function ogTitle(raw: string | null | undefined): string {
  const clean = (raw ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!clean) return APP_NAME;
  const chars = Array.from(clean);
  if (chars.length <= OG_TITLE_MAX) return clean;
  const cut = chars.slice(0, OG_TITLE_MAX - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${space > OG_TITLE_MAX * 0.6 ? cut.slice(0, space) : cut}…`;
}

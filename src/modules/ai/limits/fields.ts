/** How a finding names an asset's field ("Headline 3", "The X post") and its unit ("characters as X counts them"). */
import type { AssetKind } from "../contracts/assets.constants";
import { graphemes, isWide } from "./measure";
import type { LimitUnit } from "./platform-limits";

const names: Record<string, [one: string, many: string]> = {
  headlines: ["Headline", "headlines"],
  descriptions: ["Description", "descriptions"],
  primaryTexts: ["Primary text", "primary texts"],
  path1: ["Path 1", "path 1"],
  path2: ["Path 2", "path 2"],
  finalUrl: ["The final URL", "final URLs"],
  introText: ["The intro text", "intro texts"],
  headline: ["The headline", "headlines"],
  description: ["The description", "descriptions"],
  caption: ["The caption", "captions"],
  subject: ["The subject", "subjects"],
  preheader: ["The preheader", "preheaders"],
  body: ["The email's HTML", "bodies"],
};

const postNames: Partial<Record<AssetKind, string>> = {
  "x-post": "The X post",
  "linkedin-post": "The LinkedIn post",
  "facebook-post": "The Facebook post",
  sms: "The SMS",
};

/** "Headline 3" (index 2), "The caption", or the plural ("headlines") for counts. */
export function fieldLabel(kind: AssetKind, field: string, index?: number, plural = false): string {
  const [one, many] = names[field] ?? (field === "text" ? [postNames[kind] ?? "The text", "texts"] : [field, field]);
  if (plural) return many;
  return index === undefined ? one : `${one} ${index + 1}`;
}

/** The words after a count: "characters", with a note when wide characters counted twice. */
export function unitWords(unit: LimitUnit, value: string): string {
  if (unit === "weighted") return "characters as X counts them (links 23, emoji and CJK 2)";
  if (unit === "characters" && graphemes(value).some(isWide)) return "characters (wide characters count twice)";
  return "characters";
}

/** A field's texts: a string is one, a list is its items (strings or `{ text }`). */
export function fieldValues(value: unknown): { values: string[]; list: boolean } {
  if (Array.isArray(value)) return { values: value.map((v) => (typeof v === "string" ? v : typeof v?.text === "string" ? v.text : "")), list: true };
  return { values: [typeof value === "string" ? value : ""], list: false };
}

/** A copy asset's field as a marketer reads it ("Headlines", "Intro text"). */
const NAMES: Record<string, string> = {
  headlines: "Headlines",
  descriptions: "Descriptions",
  primaryTexts: "Primary texts",
  path1: "Path 1",
  path2: "Path 2",
  finalUrl: "Final URL",
  introText: "Intro text",
  headline: "Headline",
  description: "Description",
  text: "Text",
  caption: "Caption",
  subject: "Subject",
  preheader: "Preheader",
  body: "Body",
};

export const fieldName = (field: string) => NAMES[field] ?? field;

/** A field's lines as text: a list's items (strings or `{ text }`), or the one text. */
export function linesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : typeof v?.text === "string" ? (v.text as string) : ""));
  return typeof value === "string" ? [value] : [];
}

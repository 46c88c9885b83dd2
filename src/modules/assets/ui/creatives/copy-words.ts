import { CREATIVE_COPY_LIMITS as L } from "../../contracts/creatives.constants";

/**
 * A copy asset's words as a creative's headline, body and button: the first headline (or subject, or
 * the post's first sentence), the first description (or primary text, preheader, intro), and a
 * call to action when the copy has one. Pure, so the page and its tests share it.
 */
const first = (value: unknown): string => {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = first(item);
      if (text) return text;
    }
    return "";
  }
  if (value && typeof value === "object" && "text" in value) return first((value as { text: unknown }).text);
  return "";
};

const pick = (fields: Record<string, unknown>, names: string[]) => {
  for (const name of names) {
    const text = first(fields[name]);
    if (text) return text;
  }
  return "";
};

export function wordsFromCopy(fields: Record<string, unknown>): { headline: string; subline: string; cta: string } {
  let headline = pick(fields, ["headlines", "headline", "subject"]);
  let subline = pick(fields, ["descriptions", "description", "primaryTexts", "introText", "preheader"]);
  const text = pick(fields, ["text", "body"])
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!headline && text) {
    const [sentence = "", ...rest] = text.split(/(?<=[.!?])\s+/);
    headline = sentence;
    subline ||= rest.join(" ");
  }
  const cta = pick(fields, ["cta", "callToAction", "ctaText"]);
  return { headline: headline.slice(0, L.headlineMax), subline: subline.slice(0, L.sublineMax), cta: cta.slice(0, L.ctaMax) };
}

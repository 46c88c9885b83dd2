/**
 * Copy frameworks as small grammars. A framework is a list of variants, longest first; a variant is a
 * template whose `{slot}`s take facts of the brand kit (`{slot~}` takes it with a lower-case first
 * letter, for the middle of a sentence). A line that is too long for its field drops to the next,
 * shorter variant: the generator never cuts a text, it leaves parts out.
 */

/** The copy frameworks the offline generator knows, by their usual names. */
export const frameworkNames = ["AIDA", "FAB", "4U", "offer", "proof", "question", "keyword", "brand"] as const;
export type FrameworkName = (typeof frameworkNames)[number];

/** The shapes of line the generator writes: short headlines, one-sentence descriptions, posts, text messages. */
export const lineKinds = ["short", "sentence", "post", "sms"] as const;
export type LineKind = (typeof lineKinds)[number];

export const slotNames = ["brand", "tagline", "product", "benefit", "feature", "proof", "offer", "cta", "keyword"] as const;
export type SlotName = (typeof slotNames)[number];

export interface Framework {
  name: FrameworkName;
  variants: readonly string[];
}

export const FRAMEWORKS: Record<LineKind, readonly Framework[]> = {
  short: [
    { name: "FAB", variants: ["{product}: {benefit~}", "{benefit}"] },
    { name: "FAB", variants: ["{product}: {feature~}", "{feature}"] },
    { name: "offer", variants: ["{offer} on {product}", "{offer}"] },
    { name: "proof", variants: ["{proof}"] },
    { name: "question", variants: ["Looking for {keyword~}?", "Need {keyword~}?"] },
    { name: "4U", variants: ["{cta} {product} today", "{cta} {product}"] },
    { name: "4U", variants: ["{product} by {brand}", "{cta} {brand} today", "{cta} {brand}"] },
    { name: "keyword", variants: ["{keyword} from {brand}", "{keyword} by {brand}", "{keyword}"] },
    { name: "keyword", variants: ["{brand} {keyword~}", "{keyword} online"] },
    { name: "AIDA", variants: ["{cta} {keyword~} today", "{cta} {keyword~}"] },
    { name: "AIDA", variants: ["{cta} {keyword~} online", "{cta} {keyword~} now"] },
    { name: "brand", variants: ["{brand}: {tagline~}", "{tagline}", "{brand} {product}", "{product}", "{brand}"] },
  ],
  sentence: [
    { name: "FAB", variants: ["{product}: {feature~}. {benefit}. {cta} it today.", "{product}: {feature~}. {benefit}.", "{benefit}. {cta} {product}."] },
    { name: "AIDA", variants: ["{benefit}. {proof}. {offer}. {cta} now.", "{benefit}. {offer}. {cta} now.", "{benefit}. {cta} {product} now."] },
    { name: "proof", variants: ["{proof}. {cta} {product} from {brand}.", "{proof}. {cta} {product}.", "{proof}."] },
    { name: "offer", variants: ["{offer}. {cta} {product} from {brand} today.", "{offer}. {cta} {product} today.", "{offer}. {cta} now."] },
    { name: "question", variants: ["Looking for {keyword~}? {benefit}. {cta} {product}.", "Looking for {keyword~}? {cta} {product}."] },
    { name: "4U", variants: ["{product} from {brand}: {benefit~}. {offer}.", "{product}: {benefit~}. {offer}.", "{product}: {benefit~}."] },
    { name: "keyword", variants: ["{keyword} from {brand}. {benefit}. {cta} now.", "{keyword} from {brand}. {benefit}."] },
    { name: "brand", variants: ["{brand}: {tagline~}. {cta} us today.", "{tagline}. {cta} {brand}.", "{cta} {brand} today."] },
    { name: "keyword", variants: ["{keyword} from {brand}. {cta} us today.", "{keyword} from {brand}."] },
  ],
  post: [
    {
      name: "AIDA",
      variants: [
        "{benefit}.\n\n{product}: {feature~}. {proof}.\n\n{offer}. {cta} it at {brand}.",
        "{benefit}.\n\n{product}: {feature~}.\n\n{offer}. {cta} it at {brand}.",
        "{benefit}.\n\n{cta} {product} at {brand}.",
      ],
    },
    { name: "FAB", variants: ["{product}: {feature~}.\n\n{benefit}.\n\n{cta} it today.", "{product}: {feature~}. {benefit}."] },
    { name: "proof", variants: ["{proof}.\n\n{product}: {benefit~}.\n\n{cta} it today.", "{proof}. {cta} {product} today."] },
    {
      name: "question",
      variants: ["Looking for {keyword~}?\n\n{product} from {brand}: {benefit~}.\n\n{cta} it today.", "Looking for {keyword~}? {cta} {product}."],
    },
    { name: "offer", variants: ["{offer}.\n\n{product}: {benefit~}.\n\n{cta} it today.", "{offer}. {cta} {product} today."] },
    { name: "brand", variants: ["{tagline}.\n\n{cta} {brand} today.", "{cta} {brand} today."] },
  ],
  sms: [
    { name: "offer", variants: ["{brand}: {offer}. {cta} {product} today.", "{brand}: {offer}. {cta} now.", "{brand}: {offer}."] },
    { name: "FAB", variants: ["{brand}: {product}, {benefit~}. {cta} it today.", "{brand}: {benefit}. {cta} {product}."] },
    { name: "proof", variants: ["{brand}: {proof}. {cta} {product} today.", "{brand}: {proof}."] },
    { name: "4U", variants: ["{brand}: {cta} {product} today. {offer}.", "{brand}: {cta} {product} today."] },
    { name: "brand", variants: ["{brand}: {tagline~}. {cta} us today.", "{brand}: {cta} us today."] },
  ],
};

const SLOT = /\{(\w+)(~?)\}/g;

/** A template parsed once: literal text and slots, alternating. */
type Compiled = { literals: string[]; slots: { name: SlotName; lower: boolean }[] };
const compiled = new Map<string, Compiled>();
function compile(template: string): Compiled {
  let out = compiled.get(template);
  if (!out) {
    const literals: string[] = [];
    const slots: Compiled["slots"] = [];
    let last = 0;
    for (const match of template.matchAll(SLOT)) {
      literals.push(template.slice(last, match.index));
      slots.push({ name: match[1] as SlotName, lower: match[2] === "~" });
      last = match.index + match[0].length;
    }
    literals.push(template.slice(last));
    compiled.set(template, (out = { literals, slots }));
  }
  return out;
}

/** The slots a template names, in order, with whether each takes a lower-case first letter. */
export function templateSlots(template: string): { name: SlotName; lower: boolean }[] {
  return compile(template).slots;
}

/**
 * The first letter in lower case, for a fact placed mid-sentence, unless the first word looks like
 * a name or an acronym ("Ethiopia", "SCA", "iPhone" stay as they are).
 */
export function lowerFirst(text: string, keepAsIs: readonly string[] = []): string {
  const space = text.indexOf(" ");
  const firstWord = space < 0 ? text : text.slice(0, space);
  if (keepAsIs.some((name) => name && text.startsWith(name))) return text;
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return text;
  if (/^\p{Lu}\p{Ll}*\p{Lu}/u.test(firstWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The template with its slots filled; null when a slot has no value. */
export function fillTemplate(template: string, values: Partial<Record<SlotName, string>>, keepAsIs: readonly string[]): string | null {
  const { literals, slots } = compile(template);
  let text = literals[0]!;
  for (let i = 0; i < slots.length; i++) {
    const { name, lower } = slots[i]!;
    const value = values[name];
    if (!value) return null;
    text += (lower ? lowerFirst(value, keepAsIs) : value) + literals[i + 1]!;
  }
  return text;
}

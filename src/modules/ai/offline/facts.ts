import type { BrandKit, FactRef } from "../contracts/brand-kit";

/** One piece of text from the brand kit, with where it came from. */
export interface Fact {
  text: string;
  ref: FactRef;
}

/** A product with the facts that belong to it, so a line that names it uses its own benefits. */
export interface ProductFacts {
  name: Fact;
  benefits: Fact[];
  features: Fact[];
}

/** The brand kit read as slot fillers: every text the generator may put into a line. */
export interface KitFacts {
  brand: Fact;
  tagline: Fact | null;
  audience: Fact | null;
  products: ProductFacts[];
  proofs: Fact[];
  offers: Fact[];
  ctas: Fact[];
  keywords: Fact[];
}

/**
 * Verbs a call to action starts with when the kit names none. They are grammar, like "and" or
 * "today": they state nothing about the brand.
 */
export const DEFAULT_CTA_VERBS = ["Shop", "Discover", "Try", "Get", "Order", "Explore"] as const;

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** True when `text` holds `phrase` as whole words, ignoring case and accents. */
export function holdsPhrase(text: string, phrase: string): boolean {
  const needle = fold(phrase).trim();
  if (!needle) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(needle)}($|[^\\p{L}\\p{N}])`, "u").test(fold(text));
}

/** A fact's text as a slot takes it: trimmed, one line, without its closing punctuation. */
export function slotText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!;:,]+$/u, "")
    .trim();
}

/**
 * The kit's facts, without any text that uses a word to avoid or a banned claim: the generator
 * never builds a line from a fact the brand rules would refuse.
 */
export function kitFacts(kit: BrandKit, keywords: readonly string[] = []): KitFacts {
  const key = keywords.join("\u0000");
  let byKeywords = memo.get(kit);
  if (!byKeywords) memo.set(kit, (byKeywords = new Map()));
  let facts = byKeywords.get(key);
  if (!facts) byKeywords.set(key, (facts = readFacts(kit, keywords)));
  return facts;
}

/** A kit is read once per set of keywords (an asset's fields and its variants share it). Kits are treated as immutable. */
const memo = new WeakMap<BrandKit, Map<string, KitFacts>>();

function readFacts(kit: BrandKit, keywords: readonly string[]): KitFacts {
  const forbidden = [...kit.wordsToAvoid, ...kit.bannedClaims];
  const usable = (text: string) => text.length > 0 && !forbidden.some((phrase) => holdsPhrase(text, phrase));
  const fact = (text: string, ref: FactRef): Fact | null => {
    const clean = slotText(text);
    return usable(clean) ? { text: clean, ref } : null;
  };
  const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);

  const products = present(
    kit.products.map((product) => {
      const name = fact(product.name, { kind: "product", id: product.id, part: "name" });
      if (!name) return null;
      return {
        name,
        benefits: present(product.benefits.map((text, index) => fact(text, { kind: "product", id: product.id, part: "benefit", index }))),
        features: present(product.features.map((text, index) => fact(text, { kind: "product", id: product.id, part: "feature", index }))),
      };
    }),
  );
  const verbs = kit.ctaVerbs.length > 0 ? kit.ctaVerbs : DEFAULT_CTA_VERBS;
  return {
    brand: { text: slotText(kit.brandName), ref: { kind: "brand", field: "brandName" } },
    tagline: kit.tagline ? fact(kit.tagline, { kind: "brand", field: "tagline" }) : null,
    audience: kit.audience ? fact(kit.audience, { kind: "brand", field: "audience" }) : null,
    products,
    proofs: present(kit.proofPoints.map((point) => fact(point.claim, { kind: "proof", id: point.id }))),
    offers: present(kit.offers.map((offer) => fact(offer.text, { kind: "offer", id: offer.id }))),
    ctas: present(verbs.map((verb) => fact(verb, { kind: "cta", verb }))),
    keywords: present(keywords.map((text) => fact(text, { kind: "keyword", text }))),
  };
}

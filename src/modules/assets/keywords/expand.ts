import { KEYWORD_LIMITS, keywordProblem, tidyKeyword } from "../contracts/keywords.constants";

/**
 * Offline keyword expansion: each base (a seed keyword or a product's name) crossed with the intent
 * modifiers a searcher types ("buy", "best", "price", "near me", "for <audience>"), plus the brand
 * name before each product. Deterministic (same input, same list), bounded, deduplicated (case and
 * spacing aside), within Google's 80 characters / 10 words, and free of the brand's words to avoid.
 * The bases are taken in turn, so a short limit still covers every product.
 */
export type ExpansionInput = {
  seeds: readonly string[];
  products: readonly string[];
  brandName?: string;
  /** The kit's audience; used as "for <audience>" only when it is a short noun phrase (≤ 4 words). */
  audience?: string;
  wordsToAvoid?: readonly string[];
  limit: number;
};

const PREFIXES = ["buy", "best", "order"] as const;
const SUFFIXES = ["price", "near me", "online", "reviews", "deals"] as const;

const lower = (s: string) => tidyKeyword(s).toLocaleLowerCase("en-US");

/** The audience as a short phrase for "for <audience>", or null when it reads like a sentence. */
function audiencePhrase(audience: string | undefined): string | null {
  const a = lower(audience ?? "").replace(/[.!?]+$/, "");
  if (!a || /[,;:.!?]/.test(a) || a.split(" ").length > 4) return null;
  return a;
}

export function expandOffline(input: ExpansionInput): string[] {
  const limit = Math.min(Math.max(0, input.limit), KEYWORD_LIMITS.expansionMax);
  const avoid = (input.wordsToAvoid ?? []).map(lower).filter(Boolean);
  const brand = lower(input.brandName ?? "");
  const audience = audiencePhrase(input.audience);
  const bases = [...new Set([...input.seeds, ...input.products].map(lower).filter(Boolean))];
  const variants = (base: string, isProduct: boolean) => [
    base,
    ...PREFIXES.map((p) => `${p} ${base}`),
    ...SUFFIXES.map((s) => `${base} ${s}`),
    ...(audience ? [`${base} for ${audience}`] : []),
    ...(isProduct && brand && !base.includes(brand) ? [`${brand} ${base}`] : []),
  ];
  const productSet = new Set(input.products.map(lower));
  const lists = bases.map((b) => variants(b, productSet.has(b)));
  const out: string[] = [];
  const seen = new Set<string>();
  const depth = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < depth && out.length < limit; i++) {
    for (const list of lists) {
      const text = list[i];
      if (text === undefined || out.length >= limit) continue;
      const t = tidyKeyword(text);
      if (seen.has(t) || keywordProblem(t) || avoid.some((w) => ` ${t} `.includes(` ${w} `))) continue;
      seen.add(t);
      out.push(t);
    }
  }
  return out;
}

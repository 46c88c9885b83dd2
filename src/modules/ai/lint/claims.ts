/**
 * Claims that need proof: superlatives, absolutes and comparisons ("best", "#1", "guaranteed",
 * "fastest", "clinically proven", "faster than", "50%"). A claim is fine when one of the kit's proof
 * points (or offers, for numbers like "50% off") states it: the claim's words appear, whole, in that
 * proof point's claim. Matching is whole-word: "best" is not found in "bestselling", which is its own
 * entry, so each word is flagged once, for what it says.
 */
import { findFolded, fold, foldPhrase, type Folded, type Match } from "./fold";

/** Claim words and phrases, folded (lower case, no diacritics, dashes as spaces). */
export const CLAIM_TERMS = [
  "best",
  "the best",
  "bestselling",
  "best selling",
  "#1",
  "number one",
  "no. 1",
  "no.1",
  "guaranteed",
  "guarantee",
  "money back guarantee",
  "proven",
  "clinically proven",
  "scientifically proven",
  "fastest",
  "cheapest",
  "lowest",
  "highest",
  "greatest",
  "largest",
  "biggest",
  "safest",
  "strongest",
  "smartest",
  "easiest",
  "quickest",
  "most trusted",
  "most popular",
  "most advanced",
  "most affordable",
  "most reliable",
  "industry leading",
  "market leading",
  "world class",
  "top rated",
  "award winning",
  "unbeatable",
  "unmatched",
  "unrivalled",
  "unrivaled",
  "risk free",
  "100%",
  "instantly",
  "cure",
  "cures",
];

const FOLDED_TERMS = CLAIM_TERMS.map(foldPhrase);

/** Comparisons ("faster than", "more reliable than", "better than") and percentages ("50%", "50 percent"), on folded text. */
const PATTERNS = [
  /\b(?:\p{L}+er|more \p{L}+|less \p{L}+|better|worse)(?= than\b) than\b/gu,
  /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s?(?:%|percent\b)/gu,
  /(?<![\p{L}\p{N}])\d+(?:\.\d+)?x\b/gu,
];

/**
 * Words that are ordinary too often to flag alone ("only $9", "first order", "never miss"): claims
 * only in a claim's shape: "the only", "the world's first" (not "be the first to know"), "never fails", "the leading".
 */
const POSS = "(?:the|our|world['’]?s|uk['’]?s|us['’]?s|america['’]?s|europe['’]?s)";
const CONTEXTUAL = [
  new RegExp(`\\b${POSS} only\\b`, "gu"),
  /\b(?:world['’]?s|uk['’]?s|us['’]?s|america['’]?s|europe['’]?s) first\b/gu,
  /\bnever (?:fails?|breaks?|wrong)\b/gu,
  /\balways (?:works?|right|on time)\b/gu,
  /\b(?:the|a|world['’]?s) leading\b/gu,
];

/** "-er than" words that compare nothing. */
const NOT_COMPARATIVE = new Set([
  "other",
  "rather",
  "ever",
  "never",
  "either",
  "neither",
  "whether",
  "under",
  "over",
  "after",
  "order",
  "number",
  "later",
  "earlier",
  "sooner",
]);

export type Claim = Match & { term: string };

/** The claims in a text, with where they are; a longer term wins over a shorter one inside it ("clinically proven" over "proven"). */
export function findClaims(folded: Folded): Claim[] {
  const found: Claim[] = [];
  for (const term of FOLDED_TERMS) for (const m of findFolded(folded, term)) found.push({ ...m, term });
  for (const pattern of [...PATTERNS, ...CONTEXTUAL])
    for (const m of folded.text.matchAll(pattern)) {
      if (pattern === PATTERNS[0] && NOT_COMPARATIVE.has(m[0].split(" ")[0]!)) continue;
      const end = m.index + m[0].length;
      found.push({ start: folded.map[m.index]!, end: folded.map[end]!, term: m[0] });
    }
  // Keep the widest of overlapping matches.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Claim[] = [];
  for (const c of found) {
    const last = out[out.length - 1];
    if (last && c.start < last.end) continue;
    out.push(c);
  }
  return out;
}

/** Whether a claim is backed: its term appears, whole, in one of the backing texts (proof point claims, offers). */
export function isBacked(term: string, backing: Folded[]): boolean {
  const t = foldPhrase(term);
  return backing.some((b) => findFolded(b, t).length > 0 || (!/^[\p{L}]/u.test(t) && b.text.includes(t)));
}

export const foldAll = (texts: string[]) => texts.map(fold);

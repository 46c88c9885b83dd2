/** The kit's style policies on one text: emoji, exclamation marks and casing. Offsets are UTF-16, in the text as typed. */
import type { BrandKit } from "../contracts/brand-kit";
import { graphemesAsTyped, isEmoji } from "../limits/measure";

export type Span = { start: number; end: number; match: string };

/** Each emoji of a text with its place (grapheme clusters of the text as typed). */
export function emojiSpans(text: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const g of graphemesAsTyped(text)) {
    if (isEmoji(g)) out.push({ start: at, end: at + g.length, match: g });
    at += g.length;
  }
  return out;
}

/** The emoji beyond what the policy allows: all of them with "none", past the first with "sparingly". */
export function emojiOverPolicy(text: string, policy: BrandKit["emoji"]): Span[] {
  if (policy === "freely") return [];
  const spans = emojiSpans(text);
  return policy === "none" ? spans : spans.slice(1);
}

/** The exclamation marks beyond what the policy allows ("!!" counts 2). */
export function exclamationsOverPolicy(text: string, policy: BrandKit["exclamation"]): Span[] {
  if (policy === "free") return [];
  const spans = Array.from(text.matchAll(/[!！]/gu), (m) => ({ start: m.index, end: m.index + m[0].length, match: m[0] }));
  return policy === "none" ? spans : spans.slice(1);
}

/** Short words Title Case leaves in lower case (AP and Chicago agree on these). */
const SMALL = new Set("a an the and but or nor for so yet as at by in of off on per to up via vs from into onto over with than".split(" "));

const WORD = /[\p{L}][\p{L}\p{M}'’]*/gu;

type Word = Span & { first: boolean };

/** Words of a line that casing rules apply to (not inside URLs, @handles, #tags or codes with digits), with whether each starts a sentence. */
function words(text: string): Word[] {
  const out: Word[] = [];
  let first = true;
  for (const token of text.matchAll(/\S+/gu)) {
    const t = token[0];
    if (!/[@#\p{N}_]|:\/\/|^www\.|\.\p{L}{2,}\//u.test(t))
      for (const m of t.matchAll(WORD)) {
        const before = t.slice(0, m.index);
        const starts = m.index === 0 || /^["'“‘(«-]+$/u.test(before) ? first : /[.!?:…]$/u.test(before);
        out.push({ start: token.index + m.index, end: token.index + m.index + m[0].length, match: m[0], first: starts });
      }
    first = /[.!?:…]["'”’)»]*$/u.test(t) || /\n/u.test(text.slice(token.index + t.length, token.index + t.length + 3));
  }
  return out;
}

const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();
const isLower = (ch: string) => ch !== ch.toUpperCase() && ch === ch.toLowerCase();
/** Acronyms (SEO, UK), names with inner capitals (iPhone, HubSpot) and "I" keep their casing under any policy. */
const keepsCase = (w: string) => w === "I" || /^\p{Lu}{2,}$/u.test(w) || /^\p{L}+\p{Lu}/u.test(w.slice(1)) || /\p{Ll}\p{Lu}/u.test(w);

/**
 * Words that break the casing policy, on a headline-like line.
 * - Title Case: a word other than the short ones (a, and, of…) starting in lower case.
 * - Sentence case: capitalised words inside a sentence that aren't names the kit knows (brand,
 *   products, words to use) or acronyms. One proper noun the kit doesn't know ("Paris") is allowed; two
 *   or more capitalised words, at least half the candidates, read as Title Case.
 */
export function casingOffPolicy(text: string, policy: BrandKit["casing"], names: Set<string>): Span[] {
  const list = words(text);
  if (policy === "title") return list.filter((w) => isLower(w.match[0]!) && !(SMALL.has(w.match) && !w.first));
  const candidates = list.filter((w) => !w.first && !keepsCase(w.match) && !names.has(w.match.toLowerCase()));
  const capitalised = candidates.filter((w) => isUpper(w.match[0]!));
  return capitalised.length >= 2 && capitalised.length * 2 >= candidates.length ? capitalised : [];
}

/** The lower-cased words of the kit's names: brand, products, words to use. */
export function kitNames(kit: BrandKit): Set<string> {
  const out = new Set<string>();
  for (const phrase of [kit.brandName, ...kit.products.map((p) => p.name), ...kit.wordsToUse])
    for (const m of phrase.matchAll(WORD)) out.add(m[0].toLowerCase());
  return out;
}

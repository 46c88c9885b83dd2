import type { CasingPolicy } from "../contracts/brand-kit.constants";

const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "nor", "of", "on", "or", "per", "the", "to", "via", "with"]);

/** Title Case: each word's first letter up, small words down unless they start the text or follow a colon. */
export function titleCase(text: string): string {
  let startOfPhrase = true;
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[:.?!]/gu, (word) => {
    if (/^[:.?!]$/.test(word)) {
      startOfPhrase = true;
      return word;
    }
    const lower = word.toLowerCase();
    const keepSmall = !startOfPhrase && SMALL_WORDS.has(lower);
    startOfPhrase = false;
    if (keepSmall) return lower;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

/** Sentence case as the generator applies it: the first letter up, the rest as the facts wrote them. */
export function sentenceStart(text: string): string {
  return text.replace(/^(\P{L}*)(\p{L})/u, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A short line (a headline) in the kit's casing; longer copy always starts like a sentence. */
export function applyCasing(text: string, policy: CasingPolicy, short: boolean): string {
  return short && policy === "title" ? titleCase(text) : sentenceStart(text);
}

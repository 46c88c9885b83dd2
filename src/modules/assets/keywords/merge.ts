import { keywordKey, tidyKeyword, type KeywordSource, type MatchType } from "../contracts/keywords.constants";

/** A keyword as a list stores it (the contract's shape, without zod). */
export type KeywordRow = { text: string; match: MatchType; source?: KeywordSource; impressions?: number; clicks?: number; position?: number };

/**
 * Adds keywords to a group's keywords, skipping any already there with the same match type (case and
 * spacing aside) and repeats within the additions. Returns the new list and how many were added.
 */
export function mergeKeywords(existing: readonly KeywordRow[], additions: readonly KeywordRow[]): { keywords: KeywordRow[]; added: number; skipped: number } {
  const seen = new Set(existing.map((k) => keywordKey(k.text, k.match)));
  const keywords = [...existing];
  let skipped = 0;
  for (const k of additions) {
    const text = tidyKeyword(k.text);
    const key = keywordKey(text, k.match);
    if (text === "" || seen.has(key)) {
      skipped++;
      continue;
    }
    seen.add(key);
    keywords.push({ ...k, text });
  }
  return { keywords, added: keywords.length - existing.length, skipped };
}

/**
 * Pasted lines as keywords, in the notation Google Ads uses when typing them: `[running shoes]` is
 * exact, `"running shoes"` is phrase, anything else takes `fallback`. Commas and tabs also separate
 * keywords (a column copied from a spreadsheet); empty entries are dropped.
 */
export function parsePasted(text: string, fallback: MatchType): { text: string; match: MatchType }[] {
  return text
    .split(/[\r\n,\t]+/)
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const exact = /^\[(.*)\]$/.exec(raw);
      if (exact) return { text: tidyKeyword(exact[1]!), match: "exact" as const };
      const phrase = /^"(.*)"$/.exec(raw);
      if (phrase) return { text: tidyKeyword(phrase[1]!), match: "phrase" as const };
      return { text: tidyKeyword(raw), match: fallback };
    })
    .filter((k) => k.text !== "");
}

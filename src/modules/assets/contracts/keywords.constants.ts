/**
 * Keyword lists' words (zod-free, so browser code can import them): match types, where a keyword came
 * from, the bounds of a list, and the one rule for when two keywords are the same.
 *
 * Google's limits on a keyword's text: at most 80 characters and at most 10 words
 * (reference/wave2-assets-launch.md, "Google keyword text", marked unverified there; Google Ads Help
 * "About keyword limits"). Microsoft Advertising accepts the same keywords from a Google Ads Editor file.
 */

export const matchTypes = ["broad", "phrase", "exact"] as const;
export type MatchType = (typeof matchTypes)[number];
export const matchTypeLabel: Record<MatchType, string> = { broad: "Broad", phrase: "Phrase", exact: "Exact" };

export const keywordSources = ["search-console", "bing", "search-upload", "brand-kit", "ai", "manual"] as const;
export type KeywordSource = (typeof keywordSources)[number];
export const keywordSourceLabel: Record<KeywordSource, string> = {
  "search-console": "Google Search Console",
  bing: "Bing Webmaster Tools",
  "search-upload": "Uploaded search data",
  "brand-kit": "Brand kit",
  ai: "AI expansion",
  manual: "Typed",
};

/** The search data a list can be seeded from: the connectors' platform ids, and "csv" for uploads of organic search data. */
export const searchDataPlatforms = ["google-search-console", "bing-webmaster-tools", "csv"] as const;
export type SearchDataPlatform = (typeof searchDataPlatforms)[number];
export const searchDataSource: Record<SearchDataPlatform, KeywordSource> = {
  "google-search-console": "search-console",
  "bing-webmaster-tools": "bing",
  csv: "search-upload",
};
export const searchDataLabel: Record<SearchDataPlatform, string> = {
  "google-search-console": "Google Search Console",
  "bing-webmaster-tools": "Bing Webmaster Tools",
  csv: "Uploaded search data",
};

export const KEYWORD_LIMITS = {
  textMax: 80,
  wordsMax: 10,
  groupNameMax: 80,
  groupsMax: 50,
  keywordsPerGroupMax: 1_000,
  /** Every keyword of a list together (a list's JSON stays well under the store's 64 KB). */
  keywordsMax: 1_000,
  negativesMax: 500,
  /** Rows the "Import from search data" dialog offers. */
  searchRowsMax: 500,
  searchDaysMax: 480,
  /** Keywords one expansion returns at most. */
  expansionMax: 100,
  seedsMax: 20,
} as const;

/** A keyword as typed, tidied: trimmed, inner runs of spaces made one. */
export const tidyKeyword = (text: string) => text.replace(/\s+/g, " ").trim();

/** What makes two keywords the same: case and spacing don't count; the match type does. */
export const keywordKey = (text: string, match: MatchType) => `${match}:${tidyKeyword(text).toLocaleLowerCase("en-US")}`;

export const wordCount = (text: string) => (tidyKeyword(text) === "" ? 0 : tidyKeyword(text).split(" ").length);

/** Why a keyword can't be used as is, or null when it can. */
export function keywordProblem(text: string): string | null {
  const t = tidyKeyword(text);
  if (t === "") return "Type a keyword.";
  if ([...t].length > KEYWORD_LIMITS.textMax) return `Keep a keyword to ${KEYWORD_LIMITS.textMax} characters.`;
  if (wordCount(t) > KEYWORD_LIMITS.wordsMax) return `Keep a keyword to ${KEYWORD_LIMITS.wordsMax} words.`;
  return null;
}

/** The asset store's filter for keyword lists (the keywords page's list query, prefetched by its route). */
export const keywordListsInput = { kinds: ["keyword-list" as const] };

export const KEYWORDS_PATH = "/marketing-dashboard/keywords";

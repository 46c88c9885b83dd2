import { z } from "zod";
import { ASSET_LIMITS } from "./items.constants";
import { KEYWORD_LIMITS as L, keywordKey, keywordProblem, keywordSources, matchTypes, searchDataPlatforms, tidyKeyword } from "./keywords.constants";

/**
 * A keyword list (asset kind `keyword-list`): named groups of keywords with their match type and,
 * when they came from search data, the figures they had; and the list's negative keywords. The
 * fields of every version in the asset store; the keywords page's form and the store's per-kind
 * check read this one schema (`keywordListFields`).
 */
const keywordText = z
  .string()
  .transform(tidyKeyword)
  .superRefine((text, ctx) => {
    const problem = keywordProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const figure = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

export const keywordEntry = z.object({
  text: keywordText,
  match: z.enum(matchTypes),
  source: z.enum(keywordSources).optional(),
  impressions: figure.optional(),
  clicks: figure.optional(),
  /** Average position over the window it was read from. */
  position: z.number().min(0).max(10_000).optional(),
});
export type KeywordEntry = z.infer<typeof keywordEntry>;

export const negativeKeyword = z.object({ text: keywordText, match: z.enum(matchTypes) });
export type NegativeKeyword = z.infer<typeof negativeKeyword>;

/** A repeated keyword (same text and match type, case and spacing aside) is named by its place. */
function noRepeats<T extends { text: string; match: (typeof matchTypes)[number] }>(items: T[], ctx: z.RefinementCtx, path: (string | number)[], what: string) {
  const seen = new Set<string>();
  items.forEach((k, i) => {
    const key = keywordKey(k.text, k.match);
    if (seen.has(key))
      ctx.addIssue({ code: "custom", message: `“${k.text}” is already in this ${what} with the same match type.`, path: [...path, i, "text"] });
    seen.add(key);
  });
}

export const keywordGroup = z
  .object({
    name: z.string().trim().min(1, "Name the group.").max(L.groupNameMax, `Keep a group's name to ${L.groupNameMax} characters.`),
    keywords: z.array(keywordEntry).max(L.keywordsPerGroupMax, `A group holds at most ${L.keywordsPerGroupMax.toLocaleString("en-US")} keywords.`),
  })
  .superRefine((g, ctx) => noRepeats(g.keywords, ctx, ["keywords"], "group"));
export type KeywordGroup = z.infer<typeof keywordGroup>;

export const keywordListFields = z
  .object({
    groups: z.array(keywordGroup).min(1, "Add a group.").max(L.groupsMax, `A list has at most ${L.groupsMax} groups.`),
    negatives: z.array(negativeKeyword).max(L.negativesMax, `A list has at most ${L.negativesMax} negative keywords.`),
  })
  .superRefine((list, ctx) => {
    const total = list.groups.reduce((n, g) => n + g.keywords.length, 0);
    if (total > L.keywordsMax)
      ctx.addIssue({
        code: "custom",
        message: `A list holds at most ${L.keywordsMax.toLocaleString("en-US")} keywords; this one has ${total.toLocaleString("en-US")}.`,
        path: ["groups"],
      });
    noRepeats(list.negatives, ctx, ["negatives"], "list of negatives");
  });
export type KeywordListFields = z.infer<typeof keywordListFields>;

/** The keywords page's form: the list's title and its fields. */
export const keywordListForm = z.object({
  title: z.string().trim().min(1, "Name the list.").max(ASSET_LIMITS.titleMax, `Keep the name to ${ASSET_LIMITS.titleMax} characters.`),
  fields: keywordListFields,
});
export type KeywordListForm = z.input<typeof keywordListForm>;

/** `assets.keywords.searchQueries`: the queries people found the site with, for "Import from search data". */
export const searchQueriesInput = z.object({
  platforms: z
    .array(z.enum(searchDataPlatforms))
    .min(1, "Pick at least one place to read searches from.")
    .max(searchDataPlatforms.length)
    .default([...searchDataPlatforms]),
  days: z.int().min(1).max(L.searchDaysMax).default(90),
  limit: z.int().min(1).max(L.searchRowsMax).default(200),
  minImpressions: z.int().min(0).max(1_000_000_000).default(0),
});
export type SearchQueriesInput = z.input<typeof searchQueriesInput>;

/** `assets.keywords.expand`: keyword ideas from seed words and the brand kit's products. */
export const expandKeywordsInput = z.object({
  seeds: z.array(z.string().trim().min(1).max(L.textMax)).max(L.seedsMax, `Start from at most ${L.seedsMax} keywords.`).default([]),
  fromProducts: z.boolean().default(true),
  brandKitId: z.uuid().optional(),
  limit: z.int().min(1).max(L.expansionMax).default(50),
});
export type ExpandKeywordsInput = z.input<typeof expandKeywordsInput>;

/** The expansion dialog's form: seed keywords one per line, and whether to start from the kit's products. */
export const expandKeywordsForm = z.object({
  seedsText: z
    .string()
    .max(L.seedsMax * (L.textMax + 1), `Start from at most ${L.seedsMax} keywords.`)
    .refine((t) => t.split(/\r?\n/).filter((l) => l.trim()).length <= L.seedsMax, `Start from at most ${L.seedsMax} keywords.`)
    .refine((t) => t.split(/\r?\n/).every((l) => l.trim().length <= L.textMax), `Keep each keyword to ${L.textMax} characters.`),
  fromProducts: z.boolean(),
});
export type ExpandKeywordsForm = z.input<typeof expandKeywordsForm>;

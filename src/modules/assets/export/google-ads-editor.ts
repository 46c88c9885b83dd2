import type { CsvValue } from "@/lib/csv";
import type { MatchType } from "../contracts/keywords.constants";
import { linesOf, recordsOf, textOf, type Fields } from "./read-fields";

/**
 * Google Ads Editor CSV (File → Import → From file), which Microsoft Advertising Editor's "Import from
 * file" also reads. Column headers as Google Ads Editor help lists them ("CSV file columns",
 * support.google.com/google-ads/editor/answer/57747: headers are recognised in English, case and
 * spacing aside; a blank cell changes nothing). Keywords: Campaign, Ad group, Keyword, Criterion Type
 * with Broad / Phrase / Exact, and negatives as "Campaign Negative <match>" rows with no ad group
 * (the Criterion Type values Editor's own exports use; [unverified] against a live Editor).
 * Responsive search ads: Ad type, Headline 1–15 with "Headline n position" for pins, Description 1–4
 * with their positions, Path 1/2 and Final URL.
 */
export type ExportAsset = { title: string; fields: Fields };

const MATCH: Record<MatchType, string> = { broad: "Broad", phrase: "Phrase", exact: "Exact" };
const matchOf = (v: unknown): MatchType => (v === "phrase" || v === "exact" ? v : "broad");

export const KEYWORD_HEADER = ["Campaign", "Ad group", "Keyword", "Criterion Type"] as const;

/** One row per keyword (the list's title as the campaign, each group as an ad group), then its negatives. */
export function keywordListRows(lists: readonly ExportAsset[]): CsvValue[][] {
  const rows: CsvValue[][] = [[...KEYWORD_HEADER]];
  for (const list of lists) {
    const campaign = list.title.trim();
    for (const group of recordsOf(list.fields.groups)) {
      const adGroup = textOf(group.name);
      for (const k of recordsOf(group.keywords)) {
        const text = textOf(k.text);
        if (text) rows.push([campaign, adGroup, text, MATCH[matchOf(k.match)]]);
      }
    }
    for (const n of recordsOf(list.fields.negatives)) {
      const text = textOf(n.text);
      if (text) rows.push([campaign, "", text, `Campaign Negative ${MATCH[matchOf(n.match)]}`]);
    }
  }
  return rows;
}

const HEADLINES = 15;
const DESCRIPTIONS = 4;
const numbered = (label: string, n: number) => Array.from({ length: n }, (_, i) => [`${label} ${i + 1}`, `${label} ${i + 1} position`]).flat();

export function rsaHeader(withFinalUrl: boolean): string[] {
  return [
    "Campaign",
    "Ad group",
    "Ad type",
    ...numbered("Headline", HEADLINES),
    ...numbered("Description", DESCRIPTIONS),
    "Path 1",
    "Path 2",
    ...(withFinalUrl ? ["Final URL"] : []),
  ];
}

/** Each line and its pin (blank when unpinned), padded to `n` pairs. */
function pairs(lines: { text: string; pin: number | null }[], n: number): CsvValue[] {
  return Array.from({ length: n }, (_, i) => [lines[i]?.text ?? "", lines[i]?.pin ?? ""]).flat();
}

/** One row per responsive search ad; the ad's title names its campaign and ad group (rename them in Editor). The Final URL column is there when an ad has one. */
export function rsaRows(ads: readonly ExportAsset[]): CsvValue[][] {
  const withFinalUrl = ads.some((a) => textOf(a.fields.finalUrl) !== "");
  const rows: CsvValue[][] = [rsaHeader(withFinalUrl)];
  for (const ad of ads) {
    const f = ad.fields;
    rows.push([
      ad.title.trim(),
      ad.title.trim(),
      "Responsive search ad",
      ...pairs(linesOf(f.headlines).slice(0, HEADLINES), HEADLINES),
      ...pairs(linesOf(f.descriptions).slice(0, DESCRIPTIONS), DESCRIPTIONS),
      textOf(f.path1),
      textOf(f.path2),
      ...(withFinalUrl ? [textOf(f.finalUrl)] : []),
    ]);
  }
  return rows;
}

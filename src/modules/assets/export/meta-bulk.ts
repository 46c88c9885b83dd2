import type { CsvValue } from "@/lib/csv";
import type { ExportAsset } from "./google-ads-editor";
import { linesOf, textOf } from "./read-fields";

/**
 * Meta bulk upload (Ads Manager → Import ads in bulk) for Meta ads: one row per ad, its text
 * variations (up to 5 of each, the limit Meta's "multiple text options" takes) in numbered Primary
 * text / Headline / Description columns, and the website URL. Column names follow Ads Manager's
 * export labels as reference/wave2-assets-launch.md (Meta ads: primary text, headline, description,
 * up to 5 variations) names them; [unverified] against a live import template, check before relying on it.
 */
const VARIATIONS = 5;
const numbered = (label: string) => Array.from({ length: VARIATIONS }, (_, i) => `${label} ${i + 1}`);

export const META_HEADER = [
  "Campaign Name",
  "Ad Set Name",
  "Ad Name",
  ...numbered("Primary Text"),
  ...numbered("Headline"),
  ...numbered("Description"),
  "Website URL",
];

const padded = (v: unknown) => {
  const lines = linesOf(v).slice(0, VARIATIONS);
  return Array.from({ length: VARIATIONS }, (_, i) => lines[i]?.text ?? "");
};

export function metaAdRows(ads: readonly ExportAsset[]): CsvValue[][] {
  return [
    META_HEADER,
    ...ads.map((ad) => [
      ad.title.trim(),
      ad.title.trim(),
      ad.title.trim(),
      ...padded(ad.fields.primaryTexts),
      ...padded(ad.fields.headlines),
      ...padded(ad.fields.descriptions),
      textOf(ad.fields.finalUrl),
    ]),
  ];
}

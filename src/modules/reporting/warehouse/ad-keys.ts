import type { AdRow } from "@/modules/connectors";

/**
 * The first row of a paid-media window whose key (date, campaign, ad group; a missing ad group is
 * "", as stored) an earlier row already has, or null when each key comes once. The warehouse keeps
 * one fact row per key without a unique index (warehouse.table.ts, sourceDayIndex), so the writer
 * checks. Rows in key order, as the connectors hand them over, take one pass of comparisons; others
 * a set of joined keys. Pure.
 */
export function repeatedAdKey(rows: readonly AdRow[]): AdRow | null {
  for (let i = 1; i < rows.length; i++) {
    const order = compareKeys(rows[i - 1]!, rows[i]!);
    if (order === 0) return rows[i]!;
    if (order > 0) return repeatedInAnyOrder(rows);
  }
  return null;
}

function compareKeys(a: AdRow, b: AdRow): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.campaignId !== b.campaignId) return a.campaignId < b.campaignId ? -1 : 1;
  const ga = a.adGroupId ?? "",
    gb = b.adGroupId ?? "";
  return ga === gb ? 0 : ga < gb ? -1 : 1;
}

function repeatedInAnyOrder(rows: readonly AdRow[]): AdRow | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.date}\0${row.campaignId}\0${row.adGroupId ?? ""}`;
    if (seen.has(key)) return row;
    seen.add(key);
  }
  return null;
}

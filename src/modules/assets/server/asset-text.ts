import { ASSET_LIMITS } from "../contracts/items.constants";

const SEARCH_TEXT_MAX = 20_000;

/** Every string inside a version's fields, in order: what the hub's text search reads. */
export function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) textOf(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) textOf(item, out);
  return out;
}

/** The search column's source: the title, then the current version's text. */
export function searchTextOf(title: string, fields: unknown): string {
  return [title, ...textOf(fields)].join("\n").slice(0, SEARCH_TEXT_MAX);
}

/**
 * A search box's words as a prefix query for the `simple` dictionary ("spring sal" finds "Spring
 * sale"): letters and digits only, so nothing typed can change the query's grammar. Null: no words.
 */
export function prefixQueryOf(search: string | undefined): string | null {
  if (!search) return null;
  const words = search
    .slice(0, ASSET_LIMITS.searchMax)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** "Copy of …", kept within the title's limit. */
export const copyTitle = (title: string) => `Copy of ${title}`.slice(0, ASSET_LIMITS.titleMax);

import type { z } from "zod";
import type { ViewConfig } from "./types";
import type { TableSort } from "./virtual-table";

/** What a companies or deals table shows: its field filters, the search, the order and the columns. */
export type RecordsTableState<F extends Record<string, unknown>, S extends string> = { filters: F; search: string; sort: TableSort<S>; columns: string[] };

const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** The filters that are on, keys in a fixed order (so two equal filters compare equal as JSON). */
export function cleanFilters<F extends Record<string, unknown>>(filters: F): F {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => !isEmpty(v))
      .sort(([a], [b]) => a.localeCompare(b)),
  ) as F;
}

/** How many filters are on (shown on the Filters button). */
export const filterCount = (filters: Record<string, unknown>) => Object.keys(cleanFilters(filters)).length;

/** A saved view's config from the table's state. */
export function recordsViewConfig<F extends Record<string, unknown>, S extends string>(state: RecordsTableState<F, S>): ViewConfig {
  return { filters: cleanFilters(state.filters), search: state.search.trim() || undefined, sort: state.sort, columns: state.columns };
}

/**
 * The table's state from a saved view's config (stored as JSON, so read defensively): what doesn't
 * parse falls back to the defaults instead of breaking the table.
 */
export function recordsStateFromView<F extends Record<string, unknown>, S extends string>(
  config: unknown,
  { filters, sortFields, defaults }: { filters: z.ZodType<F>; sortFields: readonly S[]; defaults: RecordsTableState<F, S> },
): RecordsTableState<F, S> {
  const c = (config && typeof config === "object" ? config : {}) as Record<string, unknown>;
  const parsed = filters.safeParse(c.filters ?? {});
  const sort = c.sort as { field?: unknown; dir?: unknown } | undefined;
  const validSort =
    sort && typeof sort.field === "string" && (sortFields as readonly string[]).includes(sort.field) && (sort.dir === "asc" || sort.dir === "desc");
  const columns = Array.isArray(c.columns) ? c.columns.filter((x): x is string => typeof x === "string") : null;
  return {
    filters: parsed.success ? cleanFilters(parsed.data) : defaults.filters,
    search: typeof c.search === "string" ? c.search : "",
    sort: validSort ? { field: sort.field as S, dir: sort.dir as "asc" | "desc" } : defaults.sort,
    columns: columns ?? defaults.columns,
  };
}

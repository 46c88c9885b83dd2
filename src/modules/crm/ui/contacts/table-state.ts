import { sortableContactFields, type ContactSelection } from "../../contracts/contacts.contracts";
import { emptyRules, segmentRules, type SegmentRules } from "../../contracts/segments.contracts";
import type { SavedViewInput } from "../../contracts/settings.contracts";
import { columnsStorageKeyFor, parseStoredColumns } from "../table/columns";
import { isSelected, noSelection, pageState, selectedCount, togglePage, toggleRow, type Selection } from "../table/selection";
import { defaultColumnIds, type SortField, type SortState } from "./columns";

/** What the contacts table shows: the filter, the search, the order and the columns. */
export type TableState = { rules: SegmentRules; search: string; sort: SortState; columns: string[] };

export const defaultSort: SortState = { field: "createdAt", dir: "desc" };
export const defaultTableState: TableState = { rules: emptyRules, search: "", sort: defaultSort, columns: defaultColumnIds };

/** How many conditions the filter holds (shown on the Filters button). */
export const conditionCount = (rules: SegmentRules) => rules.groups.reduce((n, g) => n + g.conditions.length, 0);

/** Rules worth sending: none when the filter is empty, so the server skips compiling. */
export const activeRules = (rules: SegmentRules): SegmentRules | undefined => (conditionCount(rules) > 0 ? rules : undefined);

const descendingFirst: readonly SortField[] = ["createdAt", "updatedAt", "lastActivityAt", "leadScore"];

/** A click on a sortable header: the same column flips its direction; another starts with its natural one. */
export function nextSort(current: SortState, field: SortField): SortState {
  if (current.field === field) return { field, dir: current.dir === "asc" ? "desc" : "asc" };
  return { field, dir: descendingFirst.includes(field) ? "desc" : "asc" };
}

/** A saved view's config from the table's state. */
export function viewConfig(state: TableState): SavedViewInput["config"] {
  return { rules: state.rules, search: state.search.trim() || undefined, sort: state.sort, columns: state.columns };
}

const isSortField = (v: unknown): v is SortField => typeof v === "string" && (sortableContactFields as readonly string[]).includes(v);

/**
 * The table's state from a saved view's config (stored as JSON, so read defensively): what doesn't
 * parse falls back to the defaults instead of breaking the table.
 */
export function stateFromView(config: unknown): TableState {
  const c = (config && typeof config === "object" ? config : {}) as Record<string, unknown>;
  const rules = segmentRules.safeParse(c.rules);
  const sort = c.sort as { field?: unknown; dir?: unknown } | undefined;
  const columns = Array.isArray(c.columns) ? c.columns.filter((x): x is string => typeof x === "string") : null;
  return {
    rules: rules.success ? rules.data : emptyRules,
    search: typeof c.search === "string" ? c.search : "",
    sort: sort && isSortField(sort.field) && (sort.dir === "asc" || sort.dir === "desc") ? { field: sort.field, dir: sort.dir } : defaultSort,
    columns: columns ?? defaultColumnIds,
  };
}

/** Whether the table shows exactly what a view saved (else the view menu says "edited"). */
export function sameAsView(state: TableState, config: unknown): boolean {
  return JSON.stringify(viewConfig(state)) === JSON.stringify(viewConfig(stateFromView(config)));
}

/** Where the picked columns are remembered in this browser, per workspace. */
export const columnsStorageKey = (workspaceId: string) => columnsStorageKeyFor("contacts", workspaceId);
export { parseStoredColumns };

export { isSelected, noSelection, pageState, selectedCount, togglePage, toggleRow, type Selection };

/** The `selection` input of the bulk procedures. */
export function selectionInput(selection: Selection, rules: SegmentRules, search: string): ContactSelection {
  if (selection.kind === "all") return { rules, search: search.trim() || undefined };
  return { ids: [...selection.ids] };
}

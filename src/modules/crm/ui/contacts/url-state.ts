import { sortableContactFields, type ListContactsInput } from "../../contracts/contacts.contracts";
import { emptyRules, segmentRules, type SegmentRules } from "../../contracts/segments.contracts";
import type { SortState } from "./columns";
import { activeRules, defaultSort } from "./table-state";

/**
 * What the contacts table shows that a person would share or bookmark (STYLE.md): the filter, the
 * search and the order, kept in the address (`?filter=…&q=…&sort=lastName.asc`) so the route can
 * prefetch the first page and a link reproduces the view. Only what differs from the defaults is written.
 */
export type ContactsQuery = { rules: SegmentRules; search: string; sort: SortState };

export const defaultContactsQuery: ContactsQuery = { rules: emptyRules, search: "", sort: defaultSort };

/** The address's parameters this table owns (a tab change drops them with the others). */
export const contactsQueryKeys = ["filter", "q", "sort"] as const;

/** Rows per page of the contacts table. */
export const CONTACTS_PAGE = 100;

type Params = { get(name: string): string | null };

function parseRules(raw: string | null): SegmentRules {
  if (!raw) return emptyRules;
  try {
    const parsed = segmentRules.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyRules;
  } catch {
    return emptyRules;
  }
}

function parseSort(raw: string | null): SortState {
  const [field, dir] = (raw ?? "").split(".");
  const known = (sortableContactFields as readonly string[]).includes(field ?? "");
  return known && (dir === "asc" || dir === "desc") ? { field: field as SortState["field"], dir } : defaultSort;
}

/** The table's query from the address; anything that doesn't parse falls back to the default (a hand-edited link never breaks the page). */
export function contactsQueryFrom(params: Params): ContactsQuery {
  return { rules: parseRules(params.get("filter")), search: (params.get("q") ?? "").slice(0, 200), sort: parseSort(params.get("sort")) };
}

/** Writes the table's query into `params` (in place), leaving out defaults; other parameters stay. */
export function writeContactsQuery(params: URLSearchParams, query: ContactsQuery): URLSearchParams {
  for (const key of contactsQueryKeys) params.delete(key);
  if (activeRules(query.rules)) params.set("filter", JSON.stringify(query.rules));
  if (query.search.trim()) params.set("q", query.search.trim());
  if (query.sort.field !== defaultSort.field || query.sort.dir !== defaultSort.dir) params.set("sort", `${query.sort.field}.${query.sort.dir}`);
  return params;
}

/** The list procedure's input for a query: the same on the server (prefetch) and in the browser, so the prefetched page is the one the table reads. */
export function contactsListInput(query: ContactsQuery): Omit<ListContactsInput, "cursor"> {
  return { rules: activeRules(query.rules), search: query.search.trim() || undefined, sort: query.sort, limit: CONTACTS_PAGE };
}

/** A server component's `searchParams` as URLSearchParams (a repeated parameter keeps its first value). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}

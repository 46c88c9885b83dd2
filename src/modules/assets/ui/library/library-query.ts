import { ASSET_LIMITS, assetKinds, assetStatuses, type AssetKind, type AssetStatus } from "../../contracts/items.constants";
import type { ListAssetsInput } from "../../contracts/items.contracts";

/**
 * The library hub's filters as the address holds them (?type=&status=&kit=&author=&tag=&plan=&from=&to=&q=),
 * so a link shows the same list and the back button undoes a filter. Unknown or malformed values are
 * dropped, never an error page. Dates are days (YYYY-MM-DD), read in the browser's time zone.
 */
export type LibraryQuery = {
  type: AssetKind | null;
  status: AssetStatus | null;
  kit: string | null;
  author: string | null;
  tag: string;
  plan: string;
  from: string | null;
  to: string | null;
  q: string;
};

export const emptyLibraryQuery: LibraryQuery = { type: null, status: null, kit: null, author: null, tag: "", plan: "", from: null, to: null, q: "" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type ParamsLike = { get(name: string): string | null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values.includes(value as T) ? (value as T) : null);
const uuidOf = (value: string | null) => (value && UUID.test(value) ? value.toLowerCase() : null);
const dayOf = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null);
const textOf = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

export function libraryQueryFrom(params: ParamsLike): LibraryQuery {
  return {
    type: oneOf(assetKinds, params.get("type")),
    status: oneOf(assetStatuses, params.get("status")),
    kit: uuidOf(params.get("kit")),
    author: uuidOf(params.get("author")),
    tag: textOf(params.get("tag"), ASSET_LIMITS.tagMax).toLowerCase(),
    plan: textOf(params.get("plan"), ASSET_LIMITS.planRefMax),
    from: dayOf(params.get("from")),
    to: dayOf(params.get("to")),
    q: textOf(params.get("q"), ASSET_LIMITS.searchMax),
  };
}

/** Writes the query into `params` (other parameters kept), leaving out what is empty. */
export function writeLibraryQuery(params: URLSearchParams, query: LibraryQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof LibraryQuery, string | null> = { ...query };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** How many filters (search apart) are set: "Clear filters" shows when any is. */
export const filterCount = (q: LibraryQuery) => [q.type, q.status, q.kit, q.author, q.tag, q.plan, q.from, q.to].filter(Boolean).length;

/** A day's start or end as an instant, in the browser's time zone (the server is given instants). */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The counts' input: every filter but the cursor. */
export function libraryFilters(q: LibraryQuery): Omit<ListAssetsInput, "cursor"> {
  return {
    kinds: q.type ? [q.type] : [],
    statuses: q.status ? [q.status] : [],
    ...(q.kit ? { brandKitId: q.kit } : {}),
    ...(q.author ? { authorId: q.author } : {}),
    ...(q.tag ? { tag: q.tag } : {}),
    ...(q.plan ? { planRef: q.plan } : {}),
    ...(q.from ? { updatedFrom: dayStart(q.from) } : {}),
    ...(q.to ? { updatedTo: dayEnd(q.to) } : {}),
    ...(q.q ? { search: q.q } : {}),
  };
}

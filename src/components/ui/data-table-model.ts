/** Pure sort and pagination behind <DataTable>, unit-tested. */

export type SortValue = number | string | null | undefined;

export interface SortState {
  id: string;
  desc: boolean;
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const isMissing = (v: SortValue): v is null | undefined => v === null || v === undefined || (typeof v === "number" && Number.isNaN(v));

/** Ascending order of two present values: numbers before text, text in natural order ("a2" < "a10"). */
export function compareValues(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return collator.compare(a, b);
}

/** Stable sort (ties keep their order in either direction); missing values always go last. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, desc: boolean): T[] {
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.key);
      const bMissing = isMissing(b.key);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order = compareValues(a.key as number | string, b.key as number | string);
      return (desc ? -order : order) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** Sort after clicking a column header: the same column flips; a new one starts at `firstDesc`. */
export function nextSort(current: SortState | null, id: string, firstDesc: boolean): SortState {
  return current?.id === id ? { id, desc: !current.desc } : { id, desc: firstDesc };
}

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  return {
    rows: rows.slice(start, start + size),
    page: current,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: Math.min(start + size, total),
    total,
  };
}

const count = new Intl.NumberFormat("en");

/** "1–25 of 312". */
export function rangeLabel({ from, to, total }: Pick<Page<unknown>, "from" | "to" | "total">): string {
  return `${count.format(from)}–${count.format(to)} of ${count.format(total)}`;
}

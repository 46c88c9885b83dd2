import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { SortState, SortValue } from "./data-table-model";
import { tableClasses } from "./plain-table";

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable. Null/undefined/NaN sort last in both directions. */
  sortValue?: (row: T) => SortValue;
  /** "right" for numbers: right-aligned, tabular figures, and sorted largest first on the first click. */
  align?: "left" | "right";
  /** Content of the totals row (in <tfoot>) under this column. */
  total?: ReactNode;
  /** Merged over the column's header and cells' classes. */
  className?: string;
}

export interface DataTableProps<T> {
  rows: T[];
  columns: Array<DataTableColumn<T>>;
  rowKey: (row: T) => string;
  initialSort?: SortState;
  /** Rows per page; default 25. */
  pageSize?: number;
  /** Names the table for assistive technology (visually hidden unless `showCaption`). */
  caption: string;
  emptyMessage?: string;
  showCaption?: boolean;
  className?: string;
}

/**
 * A column as the table view shows it: what the functions said, without the functions, and its
 * header's and cells' whole class lists, merged here so the browser's view merges nothing.
 */
export interface PreparedColumn {
  id: string;
  header: string;
  sortable: boolean;
  align?: "left" | "right";
  total?: ReactNode;
  headClassName: string;
  cellClassName: string;
}

/** A row as the table view shows it: its key, its rendered cells and its sort values, column by column. */
export interface PreparedRow {
  key: string;
  cells: ReactNode[];
  sort: SortValue[];
}

export type PreparedTable = Omit<DataTableProps<never>, "rows" | "columns" | "rowKey"> & { columns: PreparedColumn[]; rows: PreparedRow[] };

/** A column's header and cell classes: the Table parts' own, right-aligned numbers, then the column's. */
function columnClasses({ align, className }: Pick<DataTableColumn<never>, "align" | "className">): Pick<PreparedColumn, "headClassName" | "cellClassName"> {
  const right = align === "right";
  return {
    headClassName: cn(tableClasses.head, right && "text-right", className),
    cellClassName: cn(tableClasses.cell, right && "text-right tabular-nums", className),
  };
}

/**
 * Runs a table's column functions once per row and merges its columns' classes. The result holds
 * only rendered nodes, values and class lists, so a server component can hand it to the client table
 * (functions can't cross that line) and the browser sorts and pages without the report's code or `cn`.
 */
export function prepareTable<T>({ rows, columns, rowKey, ...rest }: DataTableProps<T>): PreparedTable {
  return {
    ...rest,
    columns: columns.map((c) => ({
      id: c.id,
      header: c.header,
      sortable: !!c.sortValue,
      ...(c.align ? { align: c.align } : {}),
      ...(c.total !== undefined ? { total: c.total } : {}),
      ...columnClasses(c),
    })),
    rows: rows.map((row) => ({ key: rowKey(row), cells: columns.map((c) => c.cell(row)), sort: columns.map((c) => (c.sortValue ? c.sortValue(row) : null)) })),
  };
}

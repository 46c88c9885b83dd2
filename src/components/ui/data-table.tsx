"use client";

import { DataTableView } from "./data-table-view";
import { prepareTable, type DataTableProps } from "./data-table-prepare";

export type { SortState } from "./data-table-model";
export type { DataTableColumn, DataTableProps } from "./data-table-prepare";

/**
 * Sortable, paginated table with an optional totals row, for client components (its columns are
 * functions). A server component uses <ServerDataTable> (same props), which runs the functions on
 * the server and sends the browser only the rendered rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return <DataTableView {...prepareTable(props)} />;
}

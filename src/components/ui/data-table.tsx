import { DataTableView } from "./data-table-view";
import { prepareTable, type DataTableProps } from "./data-table-prepare";

export type { SortState } from "./data-table-model";
export type { DataTableColumn, DataTableProps } from "./data-table-prepare";

/**
 * Sortable, paginated table with an optional totals row. Usable from server and client components:
 * the column functions run where it renders, once per row, and the browser's part (DataTableView)
 * gets only the rendered cells and sort values, so sorting and pages work without the page's code.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return <DataTableView {...prepareTable(props)} />;
}

import { DataTableView } from "./data-table-view";
import { prepareTable, type DataTableProps } from "./data-table-prepare";

/**
 * <DataTable> for server components: the column functions run here, once per row, and the browser
 * gets the rendered cells and sort values (sorting and pages still work there, without the page's code).
 */
export function ServerDataTable<T>(props: DataTableProps<T>) {
  return <DataTableView {...prepareTable(props)} />;
}

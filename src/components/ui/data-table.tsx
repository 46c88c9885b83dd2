"use client";

import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { nextSort, paginate, rangeLabel, sortRows, type SortState, type SortValue } from "./data-table-model";
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "./table";

export type { SortState };

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
 * Sortable, paginated table with an optional totals row, on the Table primitives (which scroll
 * horizontally on narrow screens). Sorting is stable; pagination hides itself on a single page.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  initialSort,
  pageSize = 25,
  caption,
  emptyMessage = "Nothing to show for this period.",
  showCaption = false,
  className,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const sortValue = sort ? columns.find((c) => c.id === sort.id)?.sortValue : undefined;
    return sort && sortValue ? sortRows(rows, sortValue, sort.desc) : rows;
  }, [rows, columns, sort]);
  const view = paginate(sorted, page, pageSize);
  const hasTotals = columns.some((c) => c.total !== undefined);

  function sortBy(column: DataTableColumn<T>) {
    setSort((current) => nextSort(current, column.id, column.align === "right"));
    setPage(1);
  }

  return (
    <div className={cn("flex min-w-0 flex-col gap-3", className)}>
      <Table aria-label={caption}>
        <TableCaption className={showCaption ? undefined : "sr-only"}>{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => {
              const active = sort?.id === column.id ? sort : null;
              const right = column.align === "right";
              const SortIcon = active ? (active.desc ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <TableHead
                  key={column.id}
                  aria-sort={active ? (active.desc ? "descending" : "ascending") : column.sortValue ? "none" : undefined}
                  className={cn(right && "text-right", column.className)}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => sortBy(column)}
                      className={cn(
                        "-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground",
                        right && "flex-row-reverse",
                        active && "text-foreground",
                      )}
                    >
                      {column.header}
                      <SortIcon aria-hidden="true" className={cn("size-3.5", !active && "opacity-50")} />
                    </button>
                  ) : (
                    column.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {view.rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="py-8 text-center text-muted-foreground">
                {emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            view.rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(column.align === "right" && "text-right tabular-nums", column.className)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
        {hasTotals && view.total > 0 ? (
          <TableFooter>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  className={cn(column.align === "right" && "text-right tabular-nums", column.className)}
                >
                  {column.total}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
      {view.pageCount > 1 ? (
        <nav aria-label={`${caption}: pages`} className="flex items-center justify-end gap-2 text-sm">
          <p aria-live="polite" className="mr-1 text-muted-foreground tabular-nums">
            {rangeLabel(view)}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="print:hidden"
            aria-label="Previous page"
            disabled={view.page <= 1}
            onClick={() => setPage(view.page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="print:hidden"
            aria-label="Next page"
            disabled={view.page >= view.pageCount}
            onClick={() => setPage(view.page + 1)}
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

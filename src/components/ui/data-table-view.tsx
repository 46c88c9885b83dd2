"use client";

import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "./icons";
import { useMemo, useState } from "react";
import { Button } from "./button";
import { nextSort, paginate, rangeLabel, sortRows, type SortState } from "./data-table-model";
import type { PreparedTable } from "./data-table-prepare";
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "./table";

/** Class names joined (no Tailwind merging: nothing here overrides anything). */
const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(" ");

/**
 * Sortable, paginated table with an optional totals row, on the Table primitives (which scroll
 * horizontally on narrow screens), drawing rows already rendered (see prepareTable). Sorting is
 * stable; pagination hides itself on a single page.
 */
export function DataTableView({ rows, columns, initialSort, pageSize = 25, caption, emptyMessage = "Nothing to show for this period.", showCaption = false, className }: PreparedTable) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const index = sort ? columns.findIndex((c) => c.id === sort.id && c.sortable) : -1;
    return sort && index >= 0 ? sortRows(rows, (r) => r.sort[index], sort.desc) : rows;
  }, [rows, columns, sort]);
  const view = paginate(sorted, page, pageSize);
  const hasTotals = columns.some((c) => c.total !== undefined);

  return (
    <div className={cx("flex min-w-0 flex-col gap-3", className)}>
      <Table aria-label={caption}>
        <TableCaption className={showCaption ? undefined : "sr-only"}>{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => {
              const active = sort?.id === column.id ? sort : null;
              const right = column.align === "right";
              const SortIcon = active ? (active.desc ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <TableHead key={column.id} aria-sort={active ? (active.desc ? "descending" : "ascending") : column.sortable ? "none" : undefined} className={cx(right && "text-right", column.className)}>
                  {column.sortable ? (
                    <button
                      type="button"
                      onClick={() => {
                        setSort((current) => nextSort(current, column.id, right));
                        setPage(1);
                      }}
                      className={cx("-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground", right && "flex-row-reverse", active && "text-foreground")}
                    >
                      {column.header}
                      <SortIcon aria-hidden="true" className={cx("size-3.5", !active && "opacity-50")} />
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
              <TableRow key={row.key}>
                {columns.map((column, i) => (
                  <TableCell key={column.id} className={cx(column.align === "right" && "text-right tabular-nums", column.className)}>
                    {row.cells[i]}
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
                <TableCell key={column.id} className={cx(column.align === "right" && "text-right tabular-nums", column.className)}>
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
          <Button variant="outline" size="sm" className="print:hidden" aria-label="Previous page" disabled={view.page <= 1} onClick={() => setPage(view.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
          <Button variant="outline" size="sm" className="print:hidden" aria-label="Next page" disabled={view.page >= view.pageCount} onClick={() => setPage(view.page + 1)}>
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

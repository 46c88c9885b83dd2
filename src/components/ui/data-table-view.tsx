"use client";

import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "./icons";
import { useMemo, useState } from "react";
import { nextSort, paginate, rangeLabel, sortRows, type SortState } from "./data-table-model";
import type { PreparedTable } from "./data-table-prepare";
import { buttonVariants, PlainButton } from "./plain-button";
import { PlainTable, tableClasses } from "./plain-table";

/** Class names joined (no Tailwind merging: nothing here overrides anything). */
const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(" ");

// The classes the Table parts and Button would give these, resolved here so the browser needs no
// `cn` (data-table.render.test.ts pins each to `cn` of its parts; the columns' come from prepareTable).
/** `cn(tableClasses.row, "hover:bg-transparent")`: the header, totals and empty rows don't highlight. */
export const STILL_ROW_CLASS = "border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent";
/** `cn(tableClasses.cell, "py-8 text-center text-muted-foreground")`. */
export const EMPTY_CELL_CLASS = "px-3 align-middle py-8 text-center text-muted-foreground";
/** `cn(tableClasses.caption, "sr-only")`: nothing to override. */
export const HIDDEN_CAPTION_CLASS = `${tableClasses.caption} sr-only`;
/** `cn(buttonVariants({ variant: "outline", size: "sm" }), "print:hidden")`: nothing to override. */
export const PAGER_BUTTON_CLASS = `${buttonVariants({ variant: "outline", size: "sm" })} print:hidden`;

/**
 * Sortable, paginated table with an optional totals row, drawn as the Table parts draw theirs (it
 * scrolls horizontally on narrow screens), with rows already rendered (see prepareTable). Sorting is
 * stable; pagination hides itself on a single page.
 */
export function DataTableView({
  rows,
  columns,
  initialSort,
  pageSize = 25,
  caption,
  emptyMessage = "Nothing to show for this period.",
  showCaption = false,
  className,
}: PreparedTable) {
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
      <PlainTable aria-label={caption}>
        <caption className={showCaption ? tableClasses.caption : HIDDEN_CAPTION_CLASS}>{caption}</caption>
        <thead className={tableClasses.header}>
          <tr className={STILL_ROW_CLASS}>
            {columns.map((column) => {
              const active = sort?.id === column.id ? sort : null;
              const right = column.align === "right";
              const SortIcon = active ? (active.desc ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.headClassName}
                  aria-sort={active ? (active.desc ? "descending" : "ascending") : column.sortable ? "none" : undefined}
                >
                  {column.sortable ? (
                    <>
                      <button
                        type="button"
                        onClick={() => {
                          setSort((current) => nextSort(current, column.id, right));
                          setPage(1);
                        }}
                        className={cx(
                          "-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-1 tracking-wide uppercase hover:text-foreground",
                          right && "flex-row-reverse",
                          active && "text-foreground",
                        )}
                      >
                        {column.header}
                        <SortIcon aria-hidden="true" className={cx("size-3.5", !active && "opacity-50")} />
                      </button>
                      {/* Paper can't sort: the header prints as its text (buttons don't print, globals.css). */}
                      <span className="hidden print:inline">{column.header}</span>
                    </>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={tableClasses.body}>
          {view.rows.length === 0 ? (
            <tr className={STILL_ROW_CLASS}>
              <td className={EMPTY_CELL_CLASS} colSpan={columns.length}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            view.rows.map((row) => (
              <tr key={row.key} className={tableClasses.row}>
                {columns.map((column, i) => (
                  <td key={column.id} className={column.cellClassName}>
                    {row.cells[i]}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {hasTotals && view.total > 0 ? (
          <tfoot className={tableClasses.footer}>
            <tr className={STILL_ROW_CLASS}>
              {columns.map((column) => (
                <td key={column.id} className={column.cellClassName}>
                  {column.total}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </PlainTable>
      {view.pageCount > 1 ? (
        <nav aria-label={`${caption}: pages`} className="flex items-center justify-end gap-2 text-sm">
          <p aria-live="polite" className="mr-1 text-muted-foreground tabular-nums">
            {rangeLabel(view)}
          </p>
          <PlainButton className={PAGER_BUTTON_CLASS} aria-label="Previous page" disabled={view.page <= 1} onClick={() => setPage(view.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </PlainButton>
          <PlainButton className={PAGER_BUTTON_CLASS} aria-label="Next page" disabled={view.page >= view.pageCount} onClick={() => setPage(view.page + 1)}>
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </PlainButton>
        </nav>
      ) : null}
    </div>
  );
}

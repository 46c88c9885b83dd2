"use client";

import { ArrowDown, ArrowUp, ArrowUpDown, Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { ColumnDef } from "./columns";
import type { Sort } from "./sort";
import { isSelected, pageState, type Selection } from "./selection";
import { useVirtualRows } from "./use-virtual-rows";
import { nearEnd } from "./virtual-window";

export const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 40;
const CHECK_WIDTH = 44;

export type TableSort<S extends string> = Sort<S>;

export type VirtualTableProps<R extends { id: string }, S extends string> = {
  rows: R[];
  /** How many rows match (for screen readers' row count), when known. */
  total: number | undefined;
  columns: ColumnDef<S>[];
  /** What a cell shows. */
  cell: (column: ColumnDef<S>, row: R) => ReactNode;
  sort: TableSort<S>;
  onSort: (field: S) => void;
  selection: Selection;
  onToggleRow: (id: string) => void;
  onTogglePage: () => void;
  onOpen: (id: string) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Checkboxes only for people who can act on a selection. */
  selectable: boolean;
  /** The table's accessible name ("Contacts"). */
  label: string;
  /** The records, plural ("contacts"): "Select all loaded contacts", "Loading more contacts…". */
  records: string;
  /** A row's name, for its checkbox ("Select Dana Ray"). */
  rowLabel: (row: R) => string;
  /** Each row carries its id as `data-<rowAttr>` ("contact" → data-contact). */
  rowAttr: string;
  /** The scroll box's test id. */
  testId: string;
};

/**
 * A CRM table: sortable headers, one checkbox per row, and only the rows in view drawn (fixed row
 * height, spacers above and below). Scrolling near the end loads the next page.
 * Keys: Up/Down move between rows, Home/End jump, Enter opens, Space ticks.
 */
export function VirtualTable<R extends { id: string }, S extends string>(props: VirtualTableProps<R, S>) {
  const { rows, columns, sort, selection, onToggleRow, onOpen, hasNextPage, isFetchingNextPage, fetchNextPage, selectable } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end, padTop, padBottom, scrollToIndex } = useVirtualRows(scroller, { count: rows.length, rowHeight: ROW_HEIGHT, headerHeight: HEADER_HEIGHT });
  const [focusIndex, setFocusIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && nearEnd({ start, end, padTop, padBottom }, rows.length, 30)) fetchNextPage();
  }, [start, end, padTop, padBottom, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const focusRow = useCallback((index: number) => {
    const el = scroller.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (el) {
      el.focus({ preventScroll: true });
      pendingFocus.current = null;
    } else pendingFocus.current = index;
  }, []);

  // A row jumped to (Home/End) is drawn on the next render: focus it then.
  useEffect(() => {
    if (pendingFocus.current !== null) focusRow(pendingFocus.current);
  }, [start, end, focusRow]);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(next);
    scrollToIndex(next);
    focusRow(next);
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: R) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      Enter: () => onOpen(row.id),
    };
    if (selectable) keys[" "] = () => onToggleRow(row.id);
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const tabbable = focusIndex >= start && focusIndex < end ? focusIndex : start;
  const width = (selectable ? CHECK_WIDTH : 0) + columns.reduce((w, c) => w + c.width, 0);
  const page = pageState(
    selection,
    rows.map((r) => r.id),
  );

  return (
    <div
      ref={scroller}
      className="relative max-h-[min(70dvh,44rem)] overflow-auto rounded-md border bg-card"
      style={{ scrollPaddingTop: HEADER_HEIGHT }}
      data-testid={props.testId}
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width, minWidth: "100%" }}
        aria-label={props.label}
        aria-rowcount={(props.total ?? rows.length) + 1}
      >
        <colgroup>
          {selectable && <col style={{ width: CHECK_WIDTH }} />}
          {columns.map((c) => (
            <col key={c.id} style={{ width: c.width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-card">
          <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            {selectable && (
              <th scope="col" className="border-b px-3 text-left">
                <input
                  type="checkbox"
                  className="size-4 cursor-pointer accent-primary"
                  aria-label={`Select all loaded ${props.records}`}
                  checked={page === "all"}
                  ref={(el) => {
                    if (el) el.indeterminate = page === "some";
                  }}
                  onChange={props.onTogglePage}
                />
              </th>
            )}
            {columns.map((c) => (
              <HeaderCell key={c.id} column={c} sort={sort} onSort={props.onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {rows.slice(start, end).map((row, i) => {
            const index = start + i;
            const selected = isSelected(selection, row.id);
            return (
              <tr
                key={row.id}
                data-index={index}
                {...{ [`data-${props.rowAttr}`]: row.id }}
                aria-rowindex={index + 2}
                tabIndex={index === tabbable ? 0 : -1}
                onFocus={(e) => e.target === e.currentTarget && setFocusIndex(index)}
                onClick={() => onOpen(row.id)}
                onKeyDown={(e) => onRowKey(e, index, row)}
                style={{ height: ROW_HEIGHT }}
                className={cn(
                  "cursor-pointer outline-none hover:bg-muted/50 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  selected && "bg-muted",
                )}
              >
                {selectable && (
                  <td className="border-b px-3" onClick={(e) => e.stopPropagation()}>
                    <input
                      type="checkbox"
                      tabIndex={-1}
                      className="size-4 cursor-pointer accent-primary"
                      aria-label={`Select ${props.rowLabel(row)}`}
                      checked={selected}
                      onChange={() => onToggleRow(row.id)}
                    />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.id} className={cn("overflow-hidden border-b px-3", c.align === "right" && "text-right")}>
                    {props.cell(c, row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          {isFetchingNextPage && (
            <tr>
              <td colSpan={columns.length + (selectable ? 1 : 0)} className="px-3 py-3 text-muted-foreground">
                <span role="status" className="inline-flex items-center gap-2">
                  <Loader2 aria-hidden className="size-4 animate-spin" /> Loading more {props.records}…
                </span>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<S extends string>({ column, sort, onSort }: { column: ColumnDef<S>; sort: TableSort<S>; onSort: (field: S) => void }) {
  const base = "border-b px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase";
  if (!column.sort) {
    return (
      <th scope="col" className={cn(base, column.align === "right" && "text-right")}>
        {column.label}
      </th>
    );
  }
  const field = column.sort;
  const active = sort.field === field;
  const Icon = active ? (sort.dir === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
      className={cn(base, column.align === "right" && "text-right")}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className={cn("inline-flex cursor-pointer items-center gap-1 rounded-sm uppercase hover:text-foreground", active && "text-foreground")}
      >
        {column.label}
        <Icon aria-hidden className={cn("size-3.5", !active && "opacity-40")} />
      </button>
    </th>
  );
}

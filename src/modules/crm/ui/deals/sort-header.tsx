"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/cn";

export type Sort<F extends string> = { field: F; dir: "asc" | "desc" };

/** The next sort when a header is pressed: a new column starts ascending (dates newest first); the same column flips. */
export function nextSort<F extends string>(current: Sort<F>, field: F, descFirst: readonly F[] = []): Sort<F> {
  if (current.field === field) return { field, dir: current.dir === "asc" ? "desc" : "asc" };
  return { field, dir: descFirst.includes(field) ? "desc" : "asc" };
}

/** A column header that sorts the table, announcing its order (aria-sort). */
export function SortHeader<F extends string>({ label, field, sort, onSort, className }: { label: string; field: F; sort: Sort<F>; onSort: (field: F) => void; className?: string }) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"} className={className}>
      <button type="button" onClick={() => onSort(field)} className={cn("inline-flex cursor-pointer items-center gap-1 uppercase hover:text-foreground", active && "text-foreground")}>
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </TableHead>
  );
}

/** "Previous / 26–50 of 120 / Next". */
export function Pager({ offset, limit, total, onOffset, label }: { offset: number; limit: number; total: number; onOffset: (offset: number) => void; label: string }) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {first}–{last} of {total.toLocaleString()}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={last >= total} onClick={() => onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

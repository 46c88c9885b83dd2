"use client";

import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { selectedCount, type Selection } from "./selection";
import { formatCount } from "@/lib/format";

/** "1 company" / "2,400 companies". */
export const countOf = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * Shown while rows are ticked: how many, "select all N matching" (the whole filter) once the loaded
 * rows are all ticked and more match, the actions (`children`) and "Clear selection".
 */
export function BulkBar({
  selection,
  total,
  loadedCount,
  pageAll,
  one,
  many,
  onSelectAll,
  onClear,
  children,
}: {
  selection: Selection;
  /** How many rows the filter matches, when known. */
  total: number | undefined;
  loadedCount: number;
  /** Whether every loaded row is ticked. */
  pageAll: boolean;
  /** The record, singular and plural ("contact", "contacts"). */
  one: string;
  many: string;
  onSelectAll: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const count = selectedCount(selection, total ?? 0);
  const canSelectAll = selection.kind === "ids" && pageAll && total !== undefined && total > loadedCount;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
      data-testid="bulk-bar"
    >
      <p className="font-medium" aria-live="polite">
        {selection.kind === "all" ? `All ${countOf(count, one, many)} matching selected` : `${countOf(count, one, many)} selected`}
      </p>
      {canSelectAll && (
        <Button variant="link" size="sm" className="px-1" onClick={onSelectAll}>
          Select all {countOf(total, one, many)} matching
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {children}
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden /> Clear selection
        </Button>
      </div>
    </div>
  );
}

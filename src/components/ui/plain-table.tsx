import type { ComponentProps } from "react";

/** Each table part's own classes: the Table parts (table.tsx) merge a caller's over them. */
export const tableClasses = {
  table: "w-full caption-bottom border-collapse text-sm",
  header: "[&_tr]:border-b",
  body: "[&_tr:last-child]:border-0",
  footer: "border-t bg-muted/50 font-medium [&>tr]:last:border-b-0",
  row: "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
  head: "h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase",
  cell: "px-3 py-2.5 align-middle",
  caption: "mt-3 text-sm text-muted-foreground",
} as const;

/**
 * Responsive table: the wrapper scrolls horizontally on narrow screens. The wrapper is a focusable
 * region (so keyboard users can scroll it); pass `aria-label` or a caption. `className` is the
 * table's whole class list, used as given (no Tailwind merge, so a client island of a page's first
 * load can draw a table without `cn`): with its parts' classes from `tableClasses`, or resolved ahead
 * and pinned by a test to `cn(tableClasses.…, …)`. Everywhere else, use Table and its parts.
 */
export function PlainTable({ className = tableClasses.table, "aria-label": ariaLabel, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto rounded-md" role="region" aria-label={ariaLabel} tabIndex={ariaLabel ? 0 : undefined}>
      <table className={className} aria-label={ariaLabel} {...props} />
    </div>
  );
}

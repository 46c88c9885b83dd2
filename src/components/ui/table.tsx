import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { PlainTable, tableClasses } from "./plain-table";

/**
 * Responsive table: the wrapper scrolls horizontally on narrow screens. The wrapper is a
 * focusable region (so keyboard users can scroll it); pass `aria-label` or a <TableCaption>.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return <PlainTable className={cn(tableClasses.table, className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn(tableClasses.header, className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn(tableClasses.body, className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return <tfoot className={cn(tableClasses.footer, className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn(tableClasses.row, className)} {...props} />;
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return <th scope={scope} className={cn(tableClasses.head, className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn(tableClasses.cell, className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn(tableClasses.caption, className)} {...props} />;
}

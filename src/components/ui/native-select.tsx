import { ChevronDown } from "./icons";
import type { ComponentProps } from "react";

/**
 * `cn(controlClasses, "h-9 cursor-pointer appearance-none py-1 pr-8")` (input.tsx), resolved: none
 * overrides another, and the select needs neither `cn` nor Input's module at first load (see
 * native-select.render.test.ts).
 */
export const SELECT_CLASS =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive h-9 cursor-pointer appearance-none py-1 pr-8";

/**
 * A styled native <select>: the browser's own list, keyboard and screen-reader behaviour, and no
 * script of ours (the Radix Select is for lists that need more than text). `className` sizes and
 * places the control (width, margins, `print:hidden`: it is joined after `relative` unmerged, so not
 * a position); give it an `id` (for a <label htmlFor>) or an `aria-label`.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={className ? `relative ${className}` : "relative"}>
      <select className={SELECT_CLASS} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-60" />
    </div>
  );
}

import { ChevronDown } from "./icons";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { controlClasses } from "./input";

/**
 * A styled native <select>: the browser's own list, keyboard and screen-reader behaviour, and no
 * script of ours (the Radix Select is for lists that need more than text). `className` sizes and
 * places the control; give it an `id` (for a <label htmlFor>) or an `aria-label`.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(controlClasses, "h-9 cursor-pointer appearance-none py-1 pr-8")} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-60" />
    </div>
  );
}

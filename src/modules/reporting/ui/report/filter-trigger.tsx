"use client";

import { ChevronDown } from "@/components/ui/icons";
import type { ComponentProps } from "react";
import { PlainButton } from "@/components/ui/plain-button";

/** `cn(buttonVariants({ variant: "outline" }), "justify-between font-normal")`, resolved, so the first load has no `cn` (see report-buttons.render.test.ts). */
export const FILTER_TRIGGER_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md text-sm transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4 justify-between font-normal";

/**
 * A filter's button, the same before its menu is loaded and after (report-controls.tsx). `className`
 * sets its width: it is joined after the button's classes unmerged, so it must override none of them.
 */
export function FilterTrigger({ kind, label, className, ...props }: { kind: string; label: string } & ComponentProps<"button">) {
  return (
    <PlainButton className={className ? `${FILTER_TRIGGER_CLASS} ${className}` : FILTER_TRIGGER_CLASS} aria-label={`${kind}: ${label}`} {...props}>
      <span className="truncate">{label}</span>
      <ChevronDown aria-hidden />
    </PlainButton>
  );
}

"use client";

import { ChevronDown } from "@/components/ui/icons";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** A filter's button, the same before its menu is loaded and after (report-controls.tsx). */
export function FilterTrigger({ kind, label, className, ...props }: { kind: string; label: string } & ComponentProps<"button">) {
  return (
    <Button variant="outline" className={`justify-between font-normal ${className ?? ""}`} aria-label={`${kind}: ${label}`} {...props}>
      <span className="truncate">{label}</span>
      <ChevronDown aria-hidden />
    </Button>
  );
}

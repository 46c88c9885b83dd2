"use client";

import { ListFilter, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

/**
 * A table's "Filters" button (saying how many filters are on, with a button to clear them) and the
 * side panel it opens. The panel's body (`children`) is drawn only while it is open, so it starts
 * from the table's filters each time.
 */
export function FiltersShell({
  active,
  onClear,
  open,
  onOpenChange,
  title,
  description,
  className = "w-full sm:max-w-md",
  children,
}: {
  /** How many filters are on. */
  active: number;
  onClear: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center">
      <Button
        variant="outline"
        onClick={() => onOpenChange(true)}
        className={active > 0 ? "rounded-r-none" : undefined}
        aria-label={active > 0 ? `Filters (${active} on)` : "Filters"}
      >
        <ListFilter aria-hidden /> Filters
        {active > 0 && <Badge className="ml-0.5 px-1.5">{active}</Badge>}
      </Button>
      {active > 0 && (
        <Button variant="outline" size="icon" className="rounded-l-none border-l-0" aria-label="Clear filters" onClick={onClear}>
          <X aria-hidden />
        </Button>
      )}
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent className={className}>
          <SheetHeader>
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{description}</SheetDescription>
          </SheetHeader>
          {open && children}
        </SheetContent>
      </Sheet>
    </div>
  );
}

"use client";

import { DayPicker, type DateRange } from "react-day-picker";
import { subMonths } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { buttonVariants } from "./button";

/* DateRangePicker's calendar, in its own chunk: react-day-picker and date-fns' calendar code load when the picker opens. */

function Chevron({ orientation, className }: { orientation?: "up" | "down" | "left" | "right"; className?: string }) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn("size-4", className)} />;
}

const dayPickerClassNames = {
  root: "relative",
  months: "flex flex-col gap-6 md:flex-row",
  month: "flex flex-col gap-3",
  month_caption: "flex h-8 items-center justify-center",
  caption_label: "text-sm font-semibold",
  nav: "absolute inset-x-0 top-0 z-10 flex items-center justify-between",
  button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8"),
  button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8"),
  month_grid: "border-collapse",
  weekday: "size-9 text-xs font-normal text-muted-foreground",
  day: "size-9 p-0 text-center text-sm",
  day_button:
    "inline-flex size-9 cursor-pointer items-center justify-center rounded-md transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none",
  today: "font-semibold text-primary",
  selected: "bg-accent text-accent-foreground",
  range_start: "rounded-l-md [&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90",
  range_end: "rounded-r-md [&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90",
  range_middle: "[&>button]:rounded-none",
  outside: "text-muted-foreground opacity-60",
  disabled: "text-muted-foreground opacity-40",
  hidden: "invisible",
};

export default function DateRangeCalendar({
  selected,
  onSelect,
  isWide,
  anchor,
  maxDate,
}: {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined, day: Date) => void;
  isWide: boolean;
  anchor: Date | undefined;
  maxDate: Date | undefined;
}) {
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={onSelect}
      numberOfMonths={isWide ? 2 : 1}
      defaultMonth={anchor && isWide ? subMonths(anchor, 1) : anchor}
      disabled={maxDate ? { after: maxDate } : undefined}
      endMonth={maxDate}
      classNames={dayPickerClassNames}
      components={{ Chevron }}
    />
  );
}

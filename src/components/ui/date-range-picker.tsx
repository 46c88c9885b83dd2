"use client";

import { Popover } from "radix-ui";
import { DayPicker, type DateRange } from "react-day-picker";
import { format, isBefore, subMonths } from "date-fns";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { Button, buttonVariants } from "./button";
import { DATE_RANGE_PRESETS, matchPreset, presetRange, type DateRangeValue } from "./date-range-presets";

export type { DateRangeValue, DateRangePreset } from "./date-range-presets";

const DATE_FORMAT = "MMM d, yyyy";

export function formatDateRange(range: DateRangeValue | undefined): string {
  if (!range) return "Pick a date range";
  return `${format(range.from, DATE_FORMAT)} – ${format(range.to, DATE_FORMAT)}`;
}

const WIDE_QUERY = "(min-width: 768px)";

function subscribeWide(onChange: () => void): () => void {
  const mql = window.matchMedia(WIDE_QUERY);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}

/** Two months side by side from 768px up, one below. */
function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

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

export interface DateRangePickerProps {
  value?: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  /** Show the preset buttons (Last 7 days, ...). Default true. */
  presets?: boolean;
  /** Accessible name of the control. Default "Date range". */
  label?: string;
  className?: string;
  id?: string;
  disabled?: boolean;
  /** Latest selectable day (e.g. today for analytics). */
  maxDate?: Date;
}

/**
 * Button + popover with a range calendar and presets. Presets apply immediately; a custom
 * range is picked with two clicks (start, end) and committed with "Apply".
 */
export function DateRangePicker({
  value,
  onChange,
  presets = true,
  label = "Date range",
  className,
  id,
  disabled,
  maxDate,
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(value);
  const [pickingEnd, setPickingEnd] = useState(false);
  // "Today" is captured when the popover opens (keeps render pure; content only renders while open).
  const [today, setToday] = useState<Date | null>(null);
  const isWide = useIsWide();
  const text = formatDateRange(value);

  function handleOpenChange(next: boolean) {
    if (next) {
      setToday(new Date());
      setDraft(value);
      setPickingEnd(false);
    }
    setOpen(next);
  }

  function commit(range: DateRangeValue) {
    onChange(range);
    setOpen(false);
  }

  // Predictable two-click selection: the 1st click starts a new range, the 2nd click ends it.
  function handleSelect(_range: DateRange | undefined, day: Date) {
    if (!pickingEnd || !draft?.from) {
      setDraft({ from: day, to: day });
      setPickingEnd(true);
      return;
    }
    setDraft(isBefore(day, draft.from) ? { from: day, to: draft.from } : { from: draft.from, to: day });
    setPickingEnd(false);
  }

  const complete = draft?.from && draft.to ? { from: draft.from, to: draft.to } : undefined;
  const anchor = draft?.to ?? value?.to ?? maxDate ?? today ?? undefined;
  const activePreset = today ? matchPreset(value, today) : null;

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          aria-label={`${label}: ${text}`}
          className={cn("justify-start font-normal", !value && "text-muted-foreground", className)}
        >
          <CalendarDays aria-hidden="true" />
          <span className="truncate">{text}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-(--radix-popover-content-available-height) w-auto max-w-[calc(100vw-1rem)] overflow-auto rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out"
        >
          <div className="flex flex-col gap-3 md:flex-row">
            {presets ? (
              <div
                role="group"
                aria-label="Presets"
                className="flex flex-wrap gap-1 border-b pb-3 md:w-36 md:flex-col md:flex-nowrap md:border-r md:border-b-0 md:pr-3 md:pb-0"
              >
                {DATE_RANGE_PRESETS.map((preset) => (
                  <Button
                    key={preset.id}
                    size="sm"
                    variant={activePreset === preset.id ? "secondary" : "ghost"}
                    aria-pressed={activePreset === preset.id}
                    className="justify-start"
                    onClick={() => commit(presetRange(preset.id, new Date()))}
                  >
                    {preset.label}
                  </Button>
                ))}
              </div>
            ) : null}
            <div className="flex flex-col gap-3">
              <DayPicker
                mode="range"
                selected={draft}
                onSelect={handleSelect}
                numberOfMonths={isWide ? 2 : 1}
                defaultMonth={anchor && isWide ? subMonths(anchor, 1) : anchor}
                disabled={maxDate ? { after: maxDate } : undefined}
                endMonth={maxDate}
                classNames={dayPickerClassNames}
                components={{ Chevron }}
              />
              <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
                <p className="text-xs text-muted-foreground" aria-live="polite">
                  {pickingEnd ? "Pick an end date" : complete ? formatDateRange(complete) : "Pick a start date"}
                </p>
                <div className="flex gap-2">
                  <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button size="sm" disabled={!complete || pickingEnd} onClick={() => complete && commit(complete)}>
                    Apply
                  </Button>
                </div>
              </div>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

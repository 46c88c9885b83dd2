"use client";

import { Popover } from "radix-ui";
import type { DateRange } from "react-day-picker";
import { isBefore } from "date-fns";
import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { DATE_RANGE_PRESETS, matchPreset, presetRange, type DateRangeValue } from "./date-range-presets";

export type { DateRangeValue, DateRangePreset } from "./date-range-presets";

/** "Mar 14, 2025": Intl, so the trigger doesn't need date-fns' formatter. */
const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export function formatDateRange(range: DateRangeValue | undefined): string {
  if (!range) return "Pick a date range";
  return `${DATE_FORMAT.format(range.from)} – ${DATE_FORMAT.format(range.to)}`;
}

/** The calendar (react-day-picker) loads when the popover is about to open, not with the page. */
const loadCalendar = () => import("./date-range-calendar");
const DateRangeCalendar = lazy(loadCalendar);

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
export function DateRangePicker({ value, onChange, presets = true, label = "Date range", className, id, disabled, maxDate }: DateRangePickerProps) {
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
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
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
              <Suspense fallback={<div className="h-72 w-64" aria-hidden="true" />}>
                <DateRangeCalendar selected={draft} onSelect={handleSelect} isWide={isWide} anchor={anchor} maxDate={maxDate} />
              </Suspense>
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

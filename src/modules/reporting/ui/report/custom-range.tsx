"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isDay, rangeLength } from "@/lib/days";
import { MAX_RANGE_DAYS } from "../../contracts/report-range";

/** Two days and Apply, for a custom range; says what is wrong before it lets a range through. */
export function CustomRange({ start, end, today, onApply }: { start: string; end: string; today: string; onApply: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end);
  const problem =
    !isDay(from) || !isDay(to) ? "Pick both days." : from > to ? "The range must start on or before its end." : rangeLength({ start: from, end: to }) > MAX_RANGE_DAYS ? `A report covers at most ${MAX_RANGE_DAYS} days.` : null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) onApply(from, to);
      }}
    >
      <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
        From
        <Input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} className="w-40" aria-invalid={!!problem} aria-describedby="custom-range-problem" />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
        To
        <Input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} className="w-40" aria-invalid={!!problem} aria-describedby="custom-range-problem" />
      </label>
      <Button type="submit" variant="outline" disabled={!!problem || (from === start && to === end)}>
        Apply
      </Button>
      {problem && (
        <p id="custom-range-problem" className="basis-full text-xs text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { customRangeInput } from "../../contracts/report-range.input";

/** Two days and Apply, for a custom range; says what is wrong before it lets a range through. */
export function CustomRange({ start, end, today, onApply }: { start: string; end: string; today: string; onApply: (from: string, to: string) => void }) {
  const form = useContractForm(customRangeInput, { mode: "onChange", defaultValues: { from: start, to: end } });
  const problem = form.formState.errors.to?.message;
  const [from, to] = form.watch(["from", "to"]);
  const onSubmit = form.submit((range) => onApply(range.from, range.to));

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={onSubmit} noValidate>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
        From
        <Input
          type="date"
          max={today}
          {...form.register("from", { deps: ["to"] })}
          className="w-40"
          aria-invalid={!!problem}
          aria-describedby="custom-range-problem"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
        To
        <Input type="date" max={today} {...form.register("to")} className="w-40" aria-invalid={!!problem} aria-describedby="custom-range-problem" />
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

"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useResyncRange } from "../hooks/use-connections";
import { addDays, todayIn } from "@/lib/days";
import type { SourceView } from "./types";

/** Re-pulls a chosen range of days of one source, replacing what the warehouse holds for them. */
export function ResyncDialog({ source, open, onOpenChange }: { source: SourceView; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <ResyncForm source={source} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ResyncForm({ source, onDone }: { source: SourceView; onDone: () => void }) {
  const id = useId();
  const today = todayIn(source.timeZone);
  const form = useContractForm(() => import("../contracts/connectors.contracts").then((m) => m.rangeInput), {
    defaultValues: { sourceId: source.id, start: addDays(today, -29), end: today },
  });
  const resync = useResyncRange(source.name);
  const pending = form.formState.isSubmitting;
  const onSubmit = form.submit(async (range) => {
    await resync.mutateAsync(range);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Re-sync a range of {source.name}</DialogTitle>
        <DialogDescription>
          The days you choose are read again from the platform and replace what is stored, so corrected or removed numbers are corrected here too. Days are in
          the account&apos;s time zone{source.timeZone ? ` (${source.timeZone})` : ""}.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="start" label="First day" htmlFor={`${id}-start`} required>
          <Input type="date" max={today} {...form.register("start")} />
        </FormField>
        <FormField form={form} name="end" label="Last day" htmlFor={`${id}-end`} required>
          <Input type="date" max={today} {...form.register("end")} />
        </FormField>
      </div>
      <FormRootError form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Re-sync these days
        </Button>
      </DialogFooter>
    </form>
  );
}

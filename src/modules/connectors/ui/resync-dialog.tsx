"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { rangeInput } from "../contracts/connectors.contracts";
import { addDays, todayIn } from "@/lib/days";
import { formatDay } from "./format";
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const today = todayIn(source.timeZone);
  const [start, setStart] = useState(() => addDays(today, -29));
  const [end, setEnd] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const resync = useMutation({ ...trpc.connectors.sources.resync.mutationOptions(), meta: { silent: true } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(rangeInput, { sourceId: source.id, start, end });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    try {
      await resync.mutateAsync(checked.data);
      await queryClient.invalidateQueries({ queryKey: trpc.connectors.pathKey() });
      toast.success(`Re-syncing ${source.name} from ${formatDay(start)} to ${formatDay(end)}.`);
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error instanceof Error ? error.message : "The re-sync didn't start. Try again.");
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Re-sync a range of {source.name}</DialogTitle>
        <DialogDescription>
          The days you choose are read again from the platform and replace what is stored, so corrected or removed numbers are corrected here too. Days are in
          the account&apos;s time zone{source.timeZone ? ` (${source.timeZone})` : ""}.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First day" htmlFor={`${id}-start`} error={errors.start} required>
          <Input type="date" value={start} max={today} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field label="Last day" htmlFor={`${id}-end`} error={errors.end} required>
          <Input type="date" value={end} max={today} onChange={(e) => setEnd(e.target.value)} />
        </Field>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={resync.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={resync.isPending}>
          Re-sync these days
        </Button>
      </DialogFooter>
    </form>
  );
}

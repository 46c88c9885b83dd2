"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { createScheduleInput, MAX_RECIPIENTS, splitRecipients } from "../../contracts/schedules.contracts";
import { WEEKDAYS } from "../../schedules/next-run";

const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }));
const monthDays = Array.from({ length: 28 }, (_, i) => String(i + 1));

/** Schedules the report at `path` with the view of `query`: frequency, day, hour and recipients. */
export function ScheduleForm({ path, query, onCreated }: { path: string; query: string; onCreated?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.identity.settings.get.queryOptions());
  const [values, setValues] = useState({ frequency: "weekly" as "weekly" | "monthly", weekday: "1", monthDay: "1", hour: "8", recipients: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));
  const create = useMutation(
    trpc.reporting.schedules.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (s) => {
        toast.success("Report scheduled.", { description: `${s.description} (${s.timeZone}), to ${s.recipients.length} recipient${s.recipients.length === 1 ? "" : "s"}.` });
        setValues((v) => ({ ...v, recipients: "" }));
        setErrors({});
        await queryClient.invalidateQueries({ queryKey: trpc.reporting.schedules.list.pathKey() });
        onCreated?.();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createScheduleInput, {
      path,
      query,
      frequency: values.frequency,
      weekday: values.frequency === "weekly" ? Number(values.weekday) : null,
      monthDay: values.frequency === "monthly" ? Number(values.monthDay) : null,
      hour: Number(values.hour),
      recipients: splitRecipients(values.recipients),
    });
    setErrors(checked.errors ?? {});
    if (checked.data) create.mutate(checked.data);
  }

  const timeZone = settings.data?.timeZone;
  const select = (id: string, label: string, value: string, onChange: (v: string) => void, options: { value: string; label: string }[], error?: string, hint?: string) => (
    <Field label={label} htmlFor={id} error={error} hint={hint} required>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} {...fieldAria(id, { error, hint })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Schedule this report">
      <div className="grid gap-3 sm:grid-cols-3">
        {select("schedule-frequency", "Frequency", values.frequency, (v) => set("frequency", v as "weekly" | "monthly"), [
          { value: "weekly", label: "Weekly" },
          { value: "monthly", label: "Monthly" },
        ], errors.frequency)}
        {values.frequency === "weekly"
          ? select("schedule-weekday", "Day", values.weekday, (v) => set("weekday", v), WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d })), errors.weekday)
          : select("schedule-month-day", "Day of the month", values.monthDay, (v) => set("monthDay", v), monthDays.map((d) => ({ value: d, label: d })), errors.monthDay)}
        {select("schedule-hour", "Time", values.hour, (v) => set("hour", v), hours, errors.hour, timeZone ? `In ${timeZone}` : undefined)}
      </div>
      <Field label="Recipients" htmlFor="schedule-recipients" error={errors.recipients} hint={`Email addresses, separated by commas or new lines (up to ${MAX_RECIPIENTS}).`} required>
        <Textarea rows={3} value={values.recipients} onChange={(e) => set("recipients", e.target.value)} placeholder="client@example.com, boss@example.com" autoComplete="off" spellCheck={false} />
      </Field>
      <p className="text-xs text-muted-foreground">
        {values.frequency === "weekly" ? "A weekly report covers the last 7 days" : "A monthly report covers the previous month"}; the comparison and filters you see now are kept. It is rendered with your access, while you are a member of this workspace.
      </p>
      {errors.form || errors.path || errors.query ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form ?? errors.path ?? errors.query}
        </p>
      ) : null}
      <Button type="submit" loading={create.isPending} className="justify-self-start">
        Schedule report
      </Button>
    </form>
  );
}

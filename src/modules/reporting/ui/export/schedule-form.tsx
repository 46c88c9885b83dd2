"use client";

import { Button } from "@/components/ui/button";
import { FormField, useContractForm } from "@/components/ui/form";
import { FormError } from "@/components/ui/form-error";
import { FormSelect } from "@/components/ui/form-select";
import { Textarea } from "@/components/ui/textarea";
import { useWorkspaceSettingsQuery } from "@/modules/identity/client";
import { MAX_RECIPIENTS, scheduleFormInput } from "../../contracts/schedules.contracts";
import { useCreateSchedule } from "../../hooks/use-schedules";
import { WEEKDAYS } from "../../schedules/next-run";

const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }));
const monthDays = Array.from({ length: 28 }, (_, i) => String(i + 1));

/** Schedules the report at `path` with the view of `query`: frequency, day, hour and recipients. */
export function ScheduleForm({ path, query, onCreated }: { path: string; query: string; onCreated?: () => void }) {
  const settings = useWorkspaceSettingsQuery();
  const form = useContractForm(scheduleFormInput, {
    defaultValues: { path, query, frequency: "weekly", weekday: "1", monthDay: "1", hour: "8", recipients: "" },
  });
  const create = useCreateSchedule({
    onSuccess: () => {
      form.resetField("recipients");
      onCreated?.();
    },
  });
  const onSubmit = form.submit((values) => create.mutateAsync(values));
  const frequency = form.watch("frequency");
  const { errors } = form.formState;
  // The page's report and view aren't fields: a refusal of them is the form's own message.
  const formError = errors.root?.server?.message ?? errors.path?.message ?? errors.query?.message;
  const timeZone = settings.data?.timeZone;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Schedule this report">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormSelect
          form={form}
          required
          name="frequency"
          id="schedule-frequency"
          label="Frequency"
          options={[
            { value: "weekly", label: "Weekly" },
            { value: "monthly", label: "Monthly" },
          ]}
        />
        {frequency === "weekly" ? (
          <FormSelect
            required
            form={form}
            name="weekday"
            id="schedule-weekday"
            label="Day"
            options={WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }))}
          />
        ) : (
          <FormSelect
            required
            form={form}
            name="monthDay"
            id="schedule-month-day"
            label="Day of the month"
            options={monthDays.map((d) => ({ value: d, label: d }))}
          />
        )}
        <FormSelect required form={form} name="hour" id="schedule-hour" label="Time" options={hours} hint={timeZone ? `In ${timeZone}` : undefined} />
      </div>
      <FormField
        form={form}
        name="recipients"
        label="Recipients"
        htmlFor="schedule-recipients"
        hint={`Email addresses, separated by commas or new lines (up to ${MAX_RECIPIENTS}).`}
        required
      >
        <Textarea rows={3} {...form.register("recipients")} placeholder="client@example.com, boss@example.com" autoComplete="off" spellCheck={false} />
      </FormField>
      <p className="text-xs text-muted-foreground">
        {frequency === "weekly" ? "A weekly report covers the last 7 days" : "A monthly report covers the previous month"}; the comparison and filters you see
        now are kept. It is rendered with your access, while you are a member of this workspace.
      </p>
      <FormError message={formError} />
      <Button type="submit" loading={form.formState.isSubmitting} className="justify-self-start">
        Schedule report
      </Button>
    </form>
  );
}

"use client";

import { Save } from "lucide-react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, registerCheckbox, useContractForm, useFieldError, type ContractForm } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { quietHoursFormInput } from "../../contracts/sms.contracts";
import { useSaveQuietHours } from "../../hooks/use-sms-settings";
import { SmsSection } from "./section";

const hours = Array.from({ length: 24 }, (_, h) => h);
const label = (h: number) => `${String(h).padStart(2, "0")}:00`;

function HourSelect({ form, name, id, disabled }: { form: ContractForm<typeof quietHoursFormInput>; name: "start" | "end"; id: string; disabled: boolean }) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))} disabled={disabled}>
          <SelectTrigger id={id} ref={field.ref} {...fieldAria(id, { error })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {hours.map((h) => (
              <SelectItem key={h} value={String(h)}>
                {label(h)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/** Marketing texts wait while it is night (or any window) for the recipient. */
export function SmsQuietHours({ quietHours, timeZone, manage }: { quietHours: { start: number; end: number } | null; timeZone: string; manage: boolean }) {
  const form = useContractForm(() => import("../../contracts/sms.contracts").then((m) => m.quietHoursFormInput), {
    defaultValues: { on: quietHours !== null, start: quietHours?.start ?? 21, end: quietHours?.end ?? 8 },
  });
  const save = useSaveQuietHours({ meta: { silent: true } });
  const on = form.watch("on");
  return (
    <SmsSection
      id="sms-quiet-title"
      title="Quiet hours"
      description={`Marketing texts that would arrive in this window wait until it ends, in each contact's time zone (or the workspace's, ${timeZone}, when a contact has none). Transactional texts aren't held.`}
    >
      <form onSubmit={form.submit((values) => save.mutateAsync(values))} noValidate aria-label="Quiet hours" className="flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" disabled={!manage} {...registerCheckbox(form, "on")} />
          <span>Hold marketing texts during quiet hours</span>
        </label>
        {on ? (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <FormField form={form} name="start" label="From" htmlFor="sms-quiet-start">
              <HourSelect form={form} name="start" id="sms-quiet-start" disabled={!manage} />
            </FormField>
            <FormField form={form} name="end" label="Until" htmlFor="sms-quiet-end">
              <HourSelect form={form} name="end" id="sms-quiet-end" disabled={!manage} />
            </FormField>
          </div>
        ) : null}
        <FormRootError form={form} />
        {manage ? (
          <div>
            <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
              <Save aria-hidden /> Save quiet hours
            </Button>
          </div>
        ) : null}
      </form>
    </SmsSection>
  );
}

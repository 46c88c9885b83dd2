"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { saveQuietHoursInput } from "../../contracts/sms.contracts";
import { SmsSection } from "./section";

const hours = Array.from({ length: 24 }, (_, h) => h);
const label = (h: number) => `${String(h).padStart(2, "0")}:00`;

function HourSelect({ id, value, onChange, error, disabled }: { id: string; value: number; onChange: (h: number) => void; error?: string; disabled: boolean }) {
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v))} disabled={disabled}>
      <SelectTrigger id={id} {...fieldAria(id, { error })}>
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
  );
}

/** Marketing texts wait while it is night (or any window) for the recipient. */
export function SmsQuietHours({ quietHours, timeZone, manage }: { quietHours: { start: number; end: number } | null; timeZone: string; manage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(quietHours !== null);
  const [start, setStart] = useState(quietHours?.start ?? 21);
  const [end, setEnd] = useState(quietHours?.end ?? 8);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(
    trpc.messaging.sms.saveQuietHours.mutationOptions({
      meta: { silent: true },
      onSuccess: async (r) => {
        setErrors({});
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.sms.get.queryKey() });
        toast.success(r.quietHours ? `Quiet hours: ${label(r.quietHours.start)}–${label(r.quietHours.end)}` : "Quiet hours turned off");
      },
      onError: (error) => setErrors({ form: error.message, ...serverFieldErrors(error) }),
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(saveQuietHoursInput, on ? { start, end } : { start: null, end: null });
    if (!checked.data) return setErrors(checked.errors);
    save.mutate(checked.data);
  }
  return (
    <SmsSection
      id="sms-quiet-title"
      title="Quiet hours"
      description={`Marketing texts that would arrive in this window wait until it ends, in each contact's time zone (or the workspace's, ${timeZone}, when a contact has none). Transactional texts aren't held.`}
    >
      <form onSubmit={submit} noValidate aria-label="Quiet hours" className="flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={on} disabled={!manage} onChange={(e) => setOn(e.target.checked)} />
          <span>Hold marketing texts during quiet hours</span>
        </label>
        {on ? (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <Field label="From" htmlFor="sms-quiet-start" error={errors.start}>
              <HourSelect id="sms-quiet-start" value={start} onChange={setStart} error={errors.start} disabled={!manage} />
            </Field>
            <Field label="Until" htmlFor="sms-quiet-end" error={errors.end}>
              <HourSelect id="sms-quiet-end" value={end} onChange={setEnd} error={errors.end} disabled={!manage} />
            </Field>
          </div>
        ) : null}
        {errors.form && !errors.end ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        {manage ? (
          <div>
            <Button type="submit" variant="outline" loading={save.isPending}>
              <Save aria-hidden /> Save quiet hours
            </Button>
          </div>
        ) : null}
      </form>
    </SmsSection>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { loggableKinds, logActivityFormInput } from "../../contracts/activities.contracts";
import { useLogActivity } from "../../hooks/use-activities";
import type { TimelineSubject } from "./timeline";

type Kind = (typeof loggableKinds)[number];
export const loggableLabel: Record<Kind, string> = { note: "Note", call: "Call", meeting: "Meeting", email: "Email" };
const titleHint: Record<Kind, string> = {
  note: "e.g. Interested in the annual plan",
  call: "e.g. Discovery call",
  meeting: "e.g. Demo with the team",
  email: "e.g. Sent the proposal",
};

/** Logs a note, call, meeting or email on a contact's, company's or deal's timeline. */
export function TimelineComposer({ subject }: { subject: TimelineSubject }) {
  const log = useLogActivity((kind) => loggableLabel[kind as Kind], { meta: { silent: true } });
  const blank = { kind: "note" as Kind, ...subject, title: "", body: "", occurredAt: "" };
  const form = useContractForm(logActivityFormInput, { defaultValues: blank });
  const kind = form.watch("kind");
  const onSubmit = form.submit(async (values) => {
    await log.mutateAsync(values);
    form.reset({ ...blank, kind: values.kind });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-md border bg-muted/30 p-3" aria-label="Log an activity">
      <div className="grid gap-3 sm:grid-cols-[9rem_1fr]">
        <Field label="Type" htmlFor="log-kind">
          <Select value={kind} onValueChange={(v) => form.setValue("kind", v as Kind)}>
            <SelectTrigger id="log-kind">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {loggableKinds.map((k) => (
                <SelectItem key={k} value={k}>
                  {loggableLabel[k]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <FormField form={form} name="title" label="Title" htmlFor="log-title" required>
          <Input {...form.register("title")} placeholder={titleHint[kind]} maxLength={200} autoComplete="off" />
        </FormField>
      </div>
      <FormField form={form} name="body" label="Details" htmlFor="log-body">
        <Textarea rows={3} {...form.register("body")} />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FormField form={form} name="occurredAt" label="When (optional)" htmlFor="log-at" hint="Leave empty for now">
          <Input type="datetime-local" {...form.register("occurredAt")} className="sm:w-56" />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Log {loggableLabel[kind].toLowerCase()}
        </Button>
      </div>
      <FormRootError form={form} />
    </form>
  );
}

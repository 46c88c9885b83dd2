"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { loggableKinds, logActivityInput } from "../../contracts/activities.contracts";
import type { TimelineSubject } from "./timeline";

type Kind = (typeof loggableKinds)[number];
export const loggableLabel: Record<Kind, string> = { note: "Note", call: "Call", meeting: "Meeting", email: "Email" };
const titleHint: Record<Kind, string> = { note: "e.g. Interested in the annual plan", call: "e.g. Discovery call", meeting: "e.g. Demo with the team", email: "e.g. Sent the proposal" };

/** Logs a note, call, meeting or email on a contact's, company's or deal's timeline. */
export function TimelineComposer({ subject }: { subject: TimelineSubject }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>("note");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [at, setAt] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const log = useMutation(
    trpc.crm.activities.log.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        toast.success(`${loggableLabel[kind]} logged.`);
        setTitle("");
        setBody("");
        setAt("");
        await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.crm.activities.timeline.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.list.pathKey() })]);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { title: error.message });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const occurredAt = at ? new Date(at) : undefined;
    const checked = validate(logActivityInput, { kind, ...subject, title, body: body.trim() || undefined, occurredAt });
    setErrors(checked.errors ?? {});
    if (checked.data) log.mutate(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border bg-muted/30 p-3" aria-label="Log an activity">
      <div className="grid gap-3 sm:grid-cols-[9rem_1fr]">
        <Field label="Type" htmlFor="log-kind">
          <Select value={kind} onValueChange={(v) => setKind(v as Kind)}>
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
        <Field label="Title" htmlFor="log-title" error={errors.title} required>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={titleHint[kind]} maxLength={200} autoComplete="off" />
        </Field>
      </div>
      <Field label="Details" htmlFor="log-body" error={errors.body}>
        <Textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="When (optional)" htmlFor="log-at" hint="Leave empty for now" error={errors.occurredAt}>
          <Input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} className="sm:w-56" />
        </Field>
        <Button type="submit" loading={log.isPending}>
          Log {loggableLabel[kind].toLowerCase()}
        </Button>
      </div>
    </form>
  );
}

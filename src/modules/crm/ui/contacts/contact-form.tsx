"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { contactFieldsInput } from "../../contracts/contacts.contracts";
import { CompanyField } from "./company-field";
import { patchFrom, toFormValues, type ContactFormValues } from "./contact-form-values";
import { CustomFieldInput } from "./custom-field-input";
import { TagsInput } from "./tags-input";
import type { ContactDetail } from "./types";
import type { ContactVocab } from "./use-contact-vocab";

const NONE = "__none__";

/** Field errors of `contacts.update` keyed as the form's fields ("patch.email" → "email"). */
export function formErrorsOf(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(serverFieldErrors(error))) out[key.replace(/^patch\./, "")] ??= message;
  return out;
}

export function VocabSelect({ id, label, value, onChange, options, error, disabled, noneLabel = "—" }: { id: string; label: string; value: string; onChange: (v: string) => void; options: Array<{ value: string; label: string }>; error?: string; disabled?: boolean; noneLabel?: string }) {
  const known = value === "" || options.some((o) => o.value === value);
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)} disabled={disabled}>
        <SelectTrigger id={id} {...fieldAria(id, { error })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          <SelectItem value={NONE}>{noneLabel}</SelectItem>
          {!known && <SelectItem value={value}>{value}</SelectItem>}
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

/** Every editable field of a contact, saved at once; only what changed is sent. */
export function ContactForm({ detail, vocab, readOnly }: { detail: ContactDetail; vocab: ContactVocab; readOnly: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { contact } = detail;
  const initial = useMemo(() => toFormValues(contact, vocab.customFields), [contact, vocab.customFields]);
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const patch = patchFrom(values, initial);
  const changed = Object.keys(patch).length > 0;

  const save = useMutation(
    trpc.crm.contacts.update.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        toast.success("Contact saved.");
        await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.crm.activities.timeline.pathKey() })]);
      },
      onError: (error) => {
        const fields = formErrorsOf(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) toast.error(error.message);
      },
    }),
  );

  const set = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(contactFieldsInput.partial(), patch);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate({ id: contact.id, patch: checked.data });
  }

  const text = (key: "firstName" | "lastName" | "email" | "phone" | "jobTitle" | "source", label: string, extra: { type?: string; hint?: string; autoComplete?: string } = {}) => (
    <Field label={label} htmlFor={`contact-${key}`} error={errors[key]} hint={extra.hint}>
      <Input type={extra.type ?? "text"} value={values[key]} onChange={(e) => set(key, e.target.value)} disabled={readOnly} autoComplete={extra.autoComplete ?? "off"} />
    </Field>
  );

  const section = (title: string, children: ReactNode) => (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Contact details">
      {section(
        "Identity",
        <>
          {text("firstName", "First name")}
          {text("lastName", "Last name")}
          {text("email", "Email", { type: "email" })}
          {text("phone", "Phone", { type: "tel", hint: "With the country code, e.g. +1 415 555 0123" })}
          <div className="sm:col-span-2">
            <CompanyField
              name={values.companyName}
              companyId={values.companyId}
              linkedName={detail.company?.name ?? null}
              onChange={(next) => setValues((v) => ({ ...v, ...next }))}
              error={errors.companyName ?? errors.companyId}
              disabled={readOnly}
            />
          </div>
          {text("jobTitle", "Job title")}
          {text("source", "Source", { hint: "Where this person came from" })}
        </>,
      )}
      {section(
        "Sales",
        <>
          <VocabSelect id="contact-lifecycleStage" label="Lifecycle stage" value={values.lifecycleStage} onChange={(v) => set("lifecycleStage", v)} options={vocab.stages.map((s) => ({ value: s.key, label: s.label }))} error={errors.lifecycleStage} disabled={readOnly} />
          <VocabSelect id="contact-leadStatus" label="Lead status" value={values.leadStatus} onChange={(v) => set("leadStatus", v)} options={vocab.statuses.map((s) => ({ value: s.key, label: s.label }))} error={errors.leadStatus} disabled={readOnly} />
          <VocabSelect id="contact-ownerId" label="Owner" noneLabel="No owner" value={values.ownerId} onChange={(v) => set("ownerId", v)} options={vocab.members.map((m) => ({ value: m.userId, label: m.name || m.email }))} error={errors.ownerId} disabled={readOnly} />
          <Field label="Lead score" htmlFor="contact-leadScore" error={errors.leadScore}>
            <Input type="number" inputMode="numeric" step={1} value={values.leadScore} onChange={(e) => set("leadScore", e.target.value)} disabled={readOnly} />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Tags" htmlFor="contact-tags" error={errors.tags}>
              {readOnly ? <p className="text-sm">{values.tags.join(", ") || "No tags"}</p> : <TagsInput id="contact-tags" label="Tags" value={values.tags} onChange={(t) => set("tags", t)} />}
            </Field>
          </div>
        </>,
      )}
      {vocab.customFields.length > 0 &&
        section(
          "Custom fields",
          vocab.customFields.map((f) => (
            <CustomFieldInput
              key={f.id}
              field={f}
              value={values.custom[f.key] ?? null}
              onChange={(v) => (setValues((s) => ({ ...s, custom: { ...s.custom, [f.key]: v } })), setErrors((e) => ({ ...e, [`custom.${f.key}`]: undefined })))}
              error={errors[`custom.${f.key}`]}
              disabled={readOnly}
            />
          )),
        )}
      {errors.custom && (
        <p role="alert" className="text-sm text-destructive">
          {errors.custom}
        </p>
      )}
      {!readOnly && (
        <div className="sticky bottom-0 -mx-1 flex flex-col-reverse gap-2 bg-card px-1 py-3 sm:flex-row sm:justify-end">
          {changed && (
            <Button type="button" variant="outline" onClick={() => (setValues(initial), setErrors({}))} disabled={save.isPending}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            Save changes
          </Button>
        </div>
      )}
    </form>
  );
}

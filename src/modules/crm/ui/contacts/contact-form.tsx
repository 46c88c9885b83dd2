"use client";

import { useMemo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField, FormRootError, useContractForm, useFieldError, type ContractForm } from "@/components/ui/form";
import { contactFormInput } from "../../contracts/contacts.contracts";
import { useUpdateContact } from "../../hooks/use-contacts";
import { CompanyField } from "./company-field";
import { patchFrom, toFormValues, type ContactFormValues, type CustomInputValue } from "./contact-form-values";
import { CustomFieldInput } from "./custom-field-input";
import { TagsInput } from "./tags-input";
import type { ContactDetail } from "./types";
import type { ContactCustomField, CrmWorkspace } from "../../hooks/use-crm-workspace";

const NONE = "__none__";

export function OptionSelect({
  id,
  label,
  value,
  onChange,
  options,
  error,
  disabled,
  noneLabel = "—",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string;
  disabled?: boolean;
  noneLabel?: string;
}) {
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

/** One custom field's control, its value and its message held by the form. */
function CustomFieldControl({ form, field, disabled }: { form: ContactEditForm; field: ContactCustomField; disabled: boolean }) {
  const name = `custom.${field.key}` as const;
  const value = form.watch(name) as CustomInputValue | undefined;
  const error = useFieldError(form, name);
  return (
    <CustomFieldInput
      field={field}
      value={value ?? null}
      onChange={(v) => form.setValue(name, v, { shouldValidate: form.formState.isSubmitted })}
      error={error}
      disabled={disabled}
    />
  );
}

type ContactEditForm = ContractForm<typeof contactFormInput>;

/** A select of the workspace's own options (stages, statuses, owners), its message from the form. */
function FormOptionSelect({
  form,
  name,
  ...props
}: {
  form: ContactEditForm;
  name: "lifecycleStage" | "leadStatus" | "ownerId";
  id: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  disabled?: boolean;
  noneLabel?: string;
}) {
  const error = useFieldError(form, name);
  return (
    <OptionSelect
      {...props}
      value={(form.watch(name) as string | null | undefined) ?? ""}
      onChange={(v) => form.setValue(name, v, { shouldValidate: form.formState.isSubmitted })}
      error={error}
    />
  );
}

/** Every editable field of a contact, saved at once; only what changed is sent. */
export function ContactForm({ detail, crm, readOnly }: { detail: ContactDetail; crm: CrmWorkspace; readOnly: boolean }) {
  const save = useUpdateContact({ meta: { silent: true } });
  const { contact } = detail;
  const initial = useMemo(() => toFormValues(contact, crm.customFields), [contact, crm.customFields]);
  const form = useContractForm(contactFormInput, { defaultValues: initial });
  const values = form.watch() as ContactFormValues;
  const changed = Object.keys(patchFrom(values, initial)).length > 0;
  // The procedure names the patch's fields ("patch.email"); the form calls them by name.
  const fields = Object.fromEntries([...Object.keys(initial), ...crm.customFields.map((f) => `custom.${f.key}`)].map((key) => [`patch.${key}`, key]));
  // Checked whole by the contract; only what changed is sent.
  const onSubmit = form.submit(() => save.mutateAsync({ id: contact.id, patch: patchFrom(form.getValues() as ContactFormValues, initial) }), { fields });
  const customError = useFieldError(form, "custom");

  const text = (
    key: "firstName" | "lastName" | "email" | "phone" | "country" | "jobTitle" | "source",
    label: string,
    extra: { type?: string; hint?: string; autoComplete?: string } = {},
  ) => (
    <FormField form={form} name={key} label={label} htmlFor={`contact-${key}`} hint={extra.hint}>
      <Input type={extra.type ?? "text"} {...form.register(key)} disabled={readOnly} autoComplete={extra.autoComplete ?? "off"} />
    </FormField>
  );

  const section = (title: string, children: ReactNode) => (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );

  const companyError = useFieldError(form, "companyName") ?? form.formState.errors.companyId?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Contact details">
      {section(
        "Identity",
        <>
          {text("firstName", "First name")}
          {text("lastName", "Last name")}
          {text("email", "Email", { type: "email" })}
          {text("phone", "Phone", {
            type: "tel",
            hint: "With its country code (+33 6…), or it is read in the contact's country, else the company's, else your workspace's region",
          })}
          {text("country", "Country")}
          <div className="sm:col-span-2">
            <CompanyField
              name={values.companyName}
              companyId={values.companyId}
              linkedName={detail.company?.name ?? null}
              onChange={(next) => (form.setValue("companyName", next.companyName), form.setValue("companyId", next.companyId))}
              error={companyError}
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
          <FormOptionSelect
            form={form}
            name="lifecycleStage"
            id="contact-lifecycleStage"
            label="Lifecycle stage"
            options={crm.stages.map((s) => ({ value: s.key, label: s.label }))}
            disabled={readOnly}
          />
          <FormOptionSelect
            form={form}
            name="leadStatus"
            id="contact-leadStatus"
            label="Lead status"
            options={crm.statuses.map((s) => ({ value: s.key, label: s.label }))}
            disabled={readOnly}
          />
          <FormOptionSelect
            form={form}
            name="ownerId"
            id="contact-ownerId"
            label="Owner"
            noneLabel="No owner"
            options={crm.members.map((m) => ({ value: m.userId, label: m.name || m.email }))}
            disabled={readOnly}
          />
          <FormField form={form} name="leadScore" label="Lead score" htmlFor="contact-leadScore">
            <Input type="number" inputMode="numeric" step={1} {...form.register("leadScore")} disabled={readOnly} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField form={form} name="tags" label="Tags" htmlFor="contact-tags">
              {readOnly ? (
                <p className="text-sm">{values.tags.join(", ") || "No tags"}</p>
              ) : (
                <TagsInput id="contact-tags" label="Tags" value={values.tags} onChange={(t) => form.setValue("tags", t)} />
              )}
            </FormField>
          </div>
        </>,
      )}
      {crm.customFields.length > 0 &&
        section(
          "Custom fields",
          crm.customFields.map((f) => <CustomFieldControl key={f.id} form={form} field={f} disabled={readOnly} />),
        )}
      {customError && (
        <p role="alert" className="text-sm text-destructive">
          {customError}
        </p>
      )}
      <FormRootError form={form} />
      {!readOnly && (
        <div className="sticky bottom-0 -mx-1 flex flex-col-reverse gap-2 bg-card px-1 py-3 sm:flex-row sm:justify-end">
          {changed && (
            <Button type="button" variant="outline" onClick={() => form.reset(initial)} disabled={form.formState.isSubmitting}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={!changed} loading={form.formState.isSubmitting}>
            Save changes
          </Button>
        </div>
      )}
    </form>
  );
}

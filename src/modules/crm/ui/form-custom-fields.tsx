"use client";

import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { useFieldError } from "@/components/ui/form";
import type { ContactCustomField } from "../hooks/use-crm-workspace";
import { CustomFieldInput } from "./contacts/custom-field-input";

type CustomValue = string | boolean | string[] | null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any contract form with a `custom` record
type FormWithCustom<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * A record's custom fields inside a contract form (`custom.<key>`), each with the message the form
 * has for it. `stored` gives a field's value until the person changes it (fields arrive after the form).
 */
export function FormCustomFields<T extends FieldValues>({
  form,
  fields,
  stored,
  disabled,
}: {
  form: FormWithCustom<T>;
  fields: ContactCustomField[];
  stored?: (key: string) => CustomValue | undefined;
  disabled?: boolean;
}) {
  const name = "custom" as FieldPath<T>;
  const custom = (form.watch(name) ?? {}) as Record<string, CustomValue | undefined>;
  return fields.map((f) => (
    <FormCustomField
      key={f.id}
      form={form}
      field={f}
      value={custom[f.key] ?? stored?.(f.key) ?? null}
      onChange={(v) =>
        form.setValue(name, { ...form.getValues(name), [f.key]: v } as PathValue<T, FieldPath<T>>, { shouldValidate: form.formState.isSubmitted })
      }
      disabled={disabled}
    />
  ));
}

function FormCustomField<T extends FieldValues>({
  form,
  field,
  value,
  onChange,
  disabled,
}: {
  form: FormWithCustom<T>;
  field: ContactCustomField;
  value: CustomValue;
  onChange: (v: CustomValue) => void;
  disabled?: boolean;
}) {
  const error = useFieldError(form, `custom.${field.key}` as FieldPath<T>);
  return <CustomFieldInput field={field} value={value} onChange={onChange} error={error} disabled={disabled} />;
}

"use client";

import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { fieldAria } from "./field";
import { FormField, useFieldError } from "./form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export type SelectOption = { value: string; label: string };

/** The props of `<FormSelect>` and its native twin `<FormNativeSelect>`. */
export type FormSelectProps<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
  form: Pick<UseFormReturn<T, any, any>, "control">;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  emptyLabel?: string;
  onValueChange?: (value: string) => void;
};

/** The Select's value for the field's "" (Radix gives no item an empty value). */
const EMPTY = "__empty__";

/** The Select's value for the field's: "" is the empty choice where there is one, else nothing chosen. */
export const selectValueOf = (value: unknown, hasEmpty: boolean): string => (value ? String(value) : hasEmpty ? EMPTY : "");

/** The field's value for the Select's. */
export const fieldValueOf = (picked: string): string => (picked === EMPTY ? "" : picked);

/**
 * A form's choice from a list: the Radix Select, bound to the field through react-hook-form's
 * Controller, in a <FormField> (label, hint, the form's message for the field wired for assistive
 * tech). Its own file, so a form without a select doesn't load Radix's.
 *
 *   <FormSelect form={form} name="currency" id="deal-currency" label="Currency" options={[{ value: "EUR", label: "EUR · Euro" }]} />
 *
 * `emptyLabel` adds a first choice that stands for "" (no owner, say). `onValueChange` runs after
 * the field is set, for a choice that changes other fields (a pipeline picks its first stage).
 */
export function FormSelect<T extends FieldValues>({ form, name, id, label, options, hint, required, disabled, emptyLabel, onValueChange }: FormSelectProps<T>) {
  const error = useFieldError(form, name);
  return (
    <FormField form={form} name={name} label={label} htmlFor={id} hint={hint} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            value={selectValueOf(field.value, emptyLabel !== undefined)}
            onValueChange={(picked) => {
              const value = fieldValueOf(picked);
              field.onChange(value);
              onValueChange?.(value);
            }}
            disabled={disabled}
          >
            <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur} {...fieldAria(id, { error, hint })}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              {emptyLabel !== undefined && <SelectItem value={EMPTY}>{emptyLabel}</SelectItem>}
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

"use client";

import { Controller, type FieldValues } from "react-hook-form";
import { fieldAria } from "./field";
import { FormField, useFieldError } from "./form";
import type { FormSelectProps } from "./form-select";
import { NativeSelect } from "./native-select";

/**
 * `<FormSelect>`'s twin on the browser's own select: the same props, no Radix in the page's first
 * load. For long lists a person types into (time zones, currencies, locales); a choice that saves on
 * change (a member's role) keeps the Radix one, since a native select changes on every arrow key.
 */
export function FormNativeSelect<T extends FieldValues>({
  form,
  name,
  id,
  label,
  options,
  hint,
  required,
  disabled,
  emptyLabel,
  onValueChange,
}: FormSelectProps<T>) {
  const error = useFieldError(form, name);
  return (
    <FormField form={form} name={name} label={label} htmlFor={id} hint={hint} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NativeSelect
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ""}
            disabled={disabled}
            onChange={(e) => {
              field.onChange(e.target.value);
              onValueChange?.(e.target.value);
            }}
            onBlur={field.onBlur}
            {...fieldAria(id, { error, hint })}
          >
            {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </FormField>
  );
}

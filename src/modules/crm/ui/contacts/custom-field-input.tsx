"use client";

import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { CustomInputValue } from "./contact-form-values";
import type { ContactCustomField } from "../../hooks/use-crm-workspace";

const NONE = "__none__";

/** One custom field's control, by its type, with its label and error. */
export function CustomFieldInput({
  field,
  value,
  onChange,
  error,
  disabled,
}: {
  field: ContactCustomField;
  value: CustomInputValue;
  onChange: (v: CustomInputValue) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = `contact-custom-${field.key}`;
  switch (field.type) {
    case "select":
    case "boolean": {
      const options =
        field.type === "boolean"
          ? [
              { value: "true", label: "Yes" },
              { value: "false", label: "No" },
            ]
          : field.options.map((o) => ({ value: o, label: o }));
      const current = value === null || value === "" ? NONE : String(value);
      return (
        <Field label={field.label} htmlFor={id} error={error}>
          <Select value={current} onValueChange={(v) => onChange(v === NONE ? null : field.type === "boolean" ? v === "true" : v)} disabled={disabled}>
            <SelectTrigger id={id} {...fieldAria(id, { error })}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={NONE}>—</SelectItem>
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
    case "multi_select": {
      const picked = Array.isArray(value) ? value : [];
      return (
        <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
          <legend className="mb-1.5 text-sm font-medium">{field.label}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            {field.options.map((o) => (
              <label key={o} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={picked.includes(o)}
                  disabled={disabled}
                  onChange={(e) => onChange(e.target.checked ? [...picked, o] : picked.filter((x) => x !== o))}
                />
                {o}
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          )}
        </fieldset>
      );
    }
    default: {
      const type = field.type === "number" ? "number" : field.type === "date" ? "date" : field.type === "url" ? "url" : "text";
      return (
        <Field label={field.label} htmlFor={id} error={error}>
          <Input
            type={type}
            inputMode={field.type === "number" ? "decimal" : undefined}
            placeholder={field.type === "url" ? "https://" : undefined}
            value={typeof value === "string" ? value : ""}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
          />
        </Field>
      );
    }
  }
}

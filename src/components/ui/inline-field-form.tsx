import type { FormEvent, ReactNode } from "react";
import { Button } from "./button";
import { Field, type FieldMessages } from "./field";
import { FormError } from "./form-error";

export interface InlineFieldFormProps extends FieldMessages {
  /** The form's accessible name, e.g. "Run an SEO audit". */
  label: string;
  /** Called on submit (the browser's own submit is prevented). */
  onSubmit: () => void;
  /** The field's label, the id of its control and whether it is required. */
  fieldLabel: ReactNode;
  htmlFor: string;
  required?: boolean;
  /** The control (an Input…); <Field> wires its id and messages. */
  children: ReactNode;
  submitLabel: string;
  /** The submit is running: the button shows a spinner and can't be pressed again. */
  pending?: boolean;
  disabled?: boolean;
  /** The error of the whole form (not of the field), announced under everything. */
  formError?: string | null;
  /** What goes between the field and the form's error: options, a note. */
  extra?: ReactNode;
}

/**
 * One field with its submit button beside it (under it on a phone), then any options and the
 * form's error: "Site address [Run audit]", "Email address [Verify]".
 */
export function InlineFieldForm({
  label,
  onSubmit,
  fieldLabel,
  htmlFor,
  required,
  error,
  hint,
  children,
  submitLabel,
  pending,
  disabled,
  formError,
  extra,
}: InlineFieldFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field label={fieldLabel} htmlFor={htmlFor} error={error} hint={hint} required={required}>
          {children}
        </Field>
        <Button type="submit" loading={pending} disabled={disabled} className="sm:mt-6">
          {submitLabel}
        </Button>
      </div>
      {extra}
      <FormError message={formError} />
    </form>
  );
}

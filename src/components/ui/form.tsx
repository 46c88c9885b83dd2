"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, type FormEvent, type ReactNode } from "react";
import { get, useForm, useFormState, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Field, type FieldProps } from "./field";
import { FormError } from "./form-error";

/*
 * The one form layer (STYLE.md, "Forms and data"): react-hook-form with the zod resolver, fed by
 * the same contract the procedure takes.
 *
 *   const save = useSaveCompany();                        // the module's hook (mutation + invalidation + toast)
 *   const form = useContractForm(createCompanyInput, { defaultValues });
 *   const onSubmit = form.submit((values) => save.mutateAsync(values));
 *   <form onSubmit={onSubmit} noValidate>
 *     <FormField form={form} name="name" label="Company name" htmlFor="company-name" required>
 *       <Input {...form.register("name")} />
 *     </FormField>
 *     <FormRootError form={form} />
 *     <Button type="submit" loading={form.formState.isSubmitting}>Save</Button>
 *
 * A failed submit puts the procedure's field messages (tRPC `data.fieldErrors`, keyed by the
 * field's path, "products.1.name") on their fields; an error without field messages becomes the
 * form's own message (<FormRootError>). The mutation should pass `meta: { silent: true }` so the
 * global error toast doesn't repeat what the form shows.
 */

/** The key of a form's own (not a field's) error. */
export const ROOT_ERROR = "root.server" as const;

export type ContractForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Validates with the contract, runs `action` with the parsed values, and maps its error (if it
   * throws) onto the fields. `fields` renames the procedure's field names to the form's.
   */
  submit: (action: (values: z.output<S>) => Promise<unknown> | unknown, options?: { fields?: Readonly<Record<string, string>> }) => (event?: FormEvent) => Promise<void>;
};

export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {}): ContractForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: "onSubmit", reValidateMode: "onChange", ...options, resolver: zodResolver(schema) });
  const { handleSubmit, setError, clearErrors } = form;
  const submit = useCallback<ContractForm<S>["submit"]>(
    (action, { fields } = {}) =>
      handleSubmit(async (values) => {
        clearErrors(ROOT_ERROR);
        try {
          await action(values);
        } catch (error) {
          applyServerErrors(setError as SetError, error, fields);
        }
      }),
    [handleSubmit, setError, clearErrors],
  );
  return Object.assign(form, { submit });
}

type SetError = (name: string, error: { type: string; message: string }, options?: { shouldFocus?: boolean }) => void;

/**
 * What a failed submit shows: each field message the server sent, on the field it names (renamed
 * by `fields` where the form calls it otherwise), or else the error's own message for the form.
 * Pure, so it is tested without a browser.
 */
export function serverErrorsOf(error: unknown, fields: Readonly<Record<string, string>> = {}): { fields: [string, string][]; form: string | null } {
  const data = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> | null } } | null)?.data;
  const out: [string, string][] = [];
  for (const [key, messages] of Object.entries(data?.fieldErrors ?? {})) {
    const message = messages?.[0];
    if (message) out.push([fields[key] ?? key, message]);
  }
  if (out.length > 0) return { fields: out, form: null };
  const message = (error as { message?: unknown } | null)?.message;
  return { fields: [], form: typeof message === "string" && message ? message : "Something went wrong. Try again." };
}

/** Puts a failed submit's messages on the form (see `serverErrorsOf`); the first field gets focus. */
export function applyServerErrors(setError: SetError, error: unknown, fields?: Readonly<Record<string, string>>): void {
  const shown = serverErrorsOf(error, fields);
  shown.fields.forEach(([name, message], i) => setError(name, { type: "server", message }, { shouldFocus: i === 0 }));
  if (shown.form) setError(ROOT_ERROR, { type: "server", message: shown.form });
}

/**
 * `register` for a checkbox, ticked in the server's HTML as well: react-hook-form ticks a registered
 * box only once the page is hydrated, so the first paint would show it unticked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
export function registerCheckbox<T extends FieldValues>(form: Pick<UseFormReturn<T, any, any>, "register" | "getValues">, name: FieldPath<T>) {
  return { ...form.register(name), defaultChecked: form.getValues(name) === true };
}

/** The message of one field (a path such as "products.1.name"), from the form's state. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
export function useFieldError<T extends FieldValues>(form: Pick<UseFormReturn<T, any, any>, "control">, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/** <Field> (label, hint, error wired for assistive tech) whose error is the form's message for `name`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
export function FormField<T extends FieldValues>({ form, name, ...field }: Omit<FieldProps, "error"> & { form: Pick<UseFormReturn<T, any, any>, "control">; name: FieldPath<T> }) {
  const error = useFieldError(form, name);
  return <Field {...field} error={error} />;
}

/** The form's own error (a refusal that isn't about one field), announced when it appears. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
export function FormRootError<T extends FieldValues>({ form }: { form: Pick<UseFormReturn<T, any, any>, "control"> }): ReactNode {
  const { errors } = useFormState({ control: form.control });
  const message = (get(errors, ROOT_ERROR) as { message?: unknown } | undefined)?.message;
  return <FormError message={typeof message === "string" ? message : null} />;
}

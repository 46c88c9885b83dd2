"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { get, useForm, useFormState, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
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
 *
 * Keep zod out of the page's first-load JS: pass the contract as a loader and import it as a type,
 *   import type { createCompanyInput } from "../contracts/companies.contracts";
 *   const form = useContractForm(() => import("../contracts/companies.contracts").then((m) => m.createCompanyInput), { defaultValues });
 * The contract loads when the browser is idle after the form mounts (or on the first validation,
 * whichever comes first); constants a form shows (limits, option lists) sit in a zod-free file.
 */

/** The key of a form's own (not a field's) error. */
export const ROOT_ERROR = "root.server" as const;

export type ContractForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Validates with the contract, runs `action` with the parsed values, and maps its error (if it
   * throws) onto the fields. `fields` renames the procedure's field names to the form's.
   */
  submit: (
    action: (values: z.output<S>) => Promise<unknown> | unknown,
    options?: { fields?: Readonly<Record<string, string>> },
  ) => (event?: FormEvent) => Promise<void>;
};

/** A contract, or a loader of it (`() => import("../contracts/x").then((m) => m.x)`) to keep zod out of the first load. */
export type ContractSource<S> = S | (() => Promise<S>);

export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: ContractSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ContractForm<S> {
  const [contract] = useState(() => contractResolver<z.input<S>, z.output<S>>(schema as ContractSource<z.ZodType<FieldValues, FieldValues>>));
  useEffect(() => whenIdle(contract.preload), [contract]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: "onSubmit", reValidateMode: "onChange", ...options, resolver: contract.resolver });
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

/**
 * The zod resolver of a contract given as itself or as a loader; a loader runs once (on `preload`
 * or on the first validation), so the zod code arrives after the page's first load.
 */
export function contractResolver<In extends FieldValues, Out extends FieldValues>(
  source: ContractSource<z.ZodType<FieldValues, FieldValues>>,
): { resolver: Resolver<In, unknown, Out>; preload: () => void } {
  if (typeof source !== "function") return { resolver: zodResolver(source) as unknown as Resolver<In, unknown, Out>, preload: () => {} };
  let loading: Promise<Resolver<In, unknown, Out>> | null = null;
  const load = () => (loading ??= source().then((s) => zodResolver(s) as unknown as Resolver<In, unknown, Out>));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => (loading = null)),
  };
}

/** Runs `task` when the browser is idle (soon after, where there is no requestIdleCallback); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
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
export function FormField<T extends FieldValues>({
  form,
  name,
  ...field
}: Omit<FieldProps, "error"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
  form: Pick<UseFormReturn<T, any, any>, "control">;
  name: FieldPath<T>;
}) {
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

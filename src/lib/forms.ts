import type { z } from "zod";

export type FieldErrors = Record<string, string | undefined>;

/** Checks form values against the same contract the procedure uses; the first message per field. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * Like `validate`, keyed by each issue's full path ("products.1.name", "brandColors.0"), for forms
 * with lists: a message lands on the very field it is about.
 */
export function validateNested<S extends z.ZodType>(schema: S, values: unknown): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** Field messages a procedure sent back (tRPC error data), the first per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> | null } } | null)?.data;
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(data?.fieldErrors ?? {})) out[key] = messages?.[0];
  return out;
}

/**
 * What a form shows for a failed submit: the procedure's messages on the fields the form has
 * (`fields` maps the procedure's field name to the form's, e.g. `{ listId: "audience" }`), or
 * else the error's own message for the whole form.
 */
export function serverFormErrors(error: { message: string }, fields: Readonly<Record<string, string>>): FieldErrors {
  const sent = serverFieldErrors(error);
  const out: FieldErrors = {};
  for (const [from, to] of Object.entries(fields)) if (sent[from]) out[to] = sent[from];
  return Object.keys(out).length > 0 ? out : { form: error.message };
}

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

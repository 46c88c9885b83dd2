import type { FieldErrors, FieldValues } from "react-hook-form";

/** A compose draft's messages by field name, for the fields that take a plain `error` prop. */
export type DraftErrors = Record<string, string | undefined>;

export function draftErrors(errors: FieldErrors<FieldValues>): DraftErrors {
  const out: DraftErrors = {};
  for (const [key, error] of Object.entries(errors)) out[key] = typeof error?.message === "string" ? error.message : undefined;
  return out;
}

import { z } from "zod";

/** An optional text field of a form: trimmed, at most `max` characters, and "" clears it (null). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters` })
    .transform((v) => (v === "" ? null : v))
    .nullish();

import type { FieldErrors as FormErrors } from "react-hook-form";
import type { FieldErrors } from "./form-kit";

/** The form's messages keyed by their dotted path ("products.1.name"), as the sections read them. */
export function messagesByPath(errors: FormErrors, prefix = ""): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    // The form's own message (`root.server`) is shown by <FormRootError>, not by a field.
    if (!value || typeof value !== "object" || key === "ref" || (key === "root" && !prefix)) continue;
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === "string" && message && path) out[path] ??= message;
    if (key !== "root" || typeof message !== "string") Object.assign(out, messagesByPath(value as FormErrors, path));
  }
  return out;
}

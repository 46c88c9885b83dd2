import type { z } from "zod";

export const NO_CHANGE_MESSAGE = "Change at least one field.";

/**
 * The contract of an update that takes some fields: it refuses one that changes none, so every
 * update procedure answers an empty patch the same way (a service would otherwise write nothing
 * with `.set({})`, which Drizzle refuses). `patchKey` names the object that holds the changes
 * (`{ id, patch: {...} }`); without it, every key but `id` counts.
 */
export function requireChange<S extends z.ZodObject>(schema: S, patchKey?: string): S {
  return schema.refine(
    (value) => {
      const record = value as Record<string, unknown>;
      const patch = (patchKey ? record[patchKey] : record) as Record<string, unknown> | undefined;
      return Object.entries(patch ?? {}).some(([key, v]) => (patchKey !== undefined || key !== "id") && v !== undefined);
    },
    { error: NO_CHANGE_MESSAGE },
  );
}

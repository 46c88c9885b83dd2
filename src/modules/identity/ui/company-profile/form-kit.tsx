"use client";

import { Plus, Trash2 } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { CompanyProfile } from "../../contracts/company-profile.contracts";

/** The form's messages, keyed by the path of the field each is about ("products.1.name"). */
export type FieldErrors = Record<string, string | undefined>;

/** What every section of the profile form gets: the draft, a setter, the errors, and whether it may write. */
export type SectionProps = {
  draft: CompanyProfile;
  /** Sets one top-level field; `path` is the field edited ("products.1.name"), whose error then clears. */
  set: <K extends keyof CompanyProfile>(key: K, value: CompanyProfile[K], path?: string) => void;
  errors: FieldErrors;
  readOnly: boolean;
};

/** The id of the control at a path: "products.1.name" → "profile-products-1-name". */
export const fieldId = (path: string) => `profile-${path.replace(/\./g, "-")}`;

/** The first message about a list: about the list itself, or else about one of its entries. */
export function listError(errors: FieldErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const nested = Object.keys(errors).find((k) => k.startsWith(`${key}.`) && errors[k]);
  return nested ? errors[nested] : undefined;
}

export function FormError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

type RepeatingListProps<T> = {
  /** "product": buttons read "Add product", "Remove product 2"; groups are named "Product 2". */
  noun: string;
  /** The list's field ("products"): an edited entry's field is "products.1.name". */
  path: string;
  items: T[];
  max: number;
  make: () => T;
  onChange: (items: T[], editedPath: string) => void;
  readOnly: boolean;
  /** Message about the list as a whole (too many entries). */
  error?: string;
  empty: string;
  children: (item: T, index: number, update: (item: T, field?: keyof T & string) => void) => ReactNode;
};

/**
 * A repeating group: each entry is a fieldset named "Product 2" with its own Remove button; Add
 * focuses the new entry's first field, Remove hands focus to the Add button.
 */
export function RepeatingList<T>({ noun, path, items, max, make, onChange, readOnly, error, empty, children }: RepeatingListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const full = items.length >= max;

  function add() {
    onChange([...items, make()], path);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>("li:last-child input, li:last-child textarea")?.focus());
  }
  function remove(index: number) {
    onChange(
      items.filter((_, i) => i !== index),
      path,
    );
    requestAnimationFrame(() => addRef.current?.focus());
  }

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={index}>
              <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border px-4 pt-1 pb-4">
                <legend className="px-1 text-sm font-medium">
                  {title} {index + 1}
                </legend>
                {children(item, index, (next, field) =>
                  onChange(
                    items.map((it, i) => (i === index ? next : it)),
                    field ? `${path}.${index}.${field}` : `${path}.${index}`,
                  ),
                )}
                {!readOnly && (
                  <Button size="sm" variant="ghost" className="self-end" onClick={() => remove(index)} aria-label={`Remove ${noun} ${index + 1}`}>
                    <Trash2 aria-hidden /> Remove
                  </Button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <FormError message={error} />
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button ref={addRef} variant="outline" size="sm" onClick={add} disabled={full}>
            <Plus aria-hidden /> Add {noun}
          </Button>
          {full && <span className="text-xs text-muted-foreground">You've reached the limit of {max}.</span>}
        </div>
      )}
    </div>
  );
}

"use client";

import { Plus, Trash2 } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Controller, get, useFormState, type FieldPathByValue, type RefCallBack } from "react-hook-form";
import type { BrandKit, brandKit } from "@/modules/ai/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChipInput, type ChipCheck } from "@/components/ui/chip-input";
import type { ContractForm } from "@/components/ui/form";

/** The brand kit editor's form: react-hook-form over the ai module's `brandKit` contract. */
export type KitForm = ContractForm<typeof brandKit>;
/** What every section of the editor gets. */
export type SectionProps = { form: KitForm; readOnly: boolean };

/** The id of the control at a path: "products.1.name" → "kit-products-1-name". */
export const fieldId = (path: string) => `kit-${path.replace(/\./g, "-")}`;

/** An id for a new fact (product, proof point, offer): short, unique enough within one kit. */
export const newFactId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** The form's first message about a list: about the list itself, or else about one of its entries. */
export function useListError(form: KitForm, name: string): string | undefined {
  const { errors } = useFormState({ control: form.control, name: name as never });
  return firstMessage(get(errors, name));
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  if (typeof root === "string" && root) return root;
  for (const value of Array.isArray(error) ? error : []) {
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

export function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <CardTitle as="h3" id={`${id}-title`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

export function ListMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

type RepeatProps = {
  /** "product": buttons read "Add product", "Remove product 2"; groups are named "Product 2". */
  noun: string;
  count: number;
  max: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  readOnly: boolean;
  empty: string;
  error?: string;
  children: (index: number) => ReactNode;
  /** The key of each entry (react-hook-form's field ids). */
  keys: string[];
};

/** Entries of a list as fieldsets named "Product 2", each with Remove; Add focuses the new entry, Remove hands focus to Add. */
export function Repeat({ noun, count, max, onAdd, onRemove, readOnly, empty, error, children, keys }: RepeatProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const full = count >= max;
  return (
    <div className="flex flex-col gap-3">
      {count === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3">
          {keys.map((key, index) => (
            <li key={key}>
              <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border px-4 pt-1 pb-4">
                <legend className="px-1 text-sm font-medium">
                  {title} {index + 1}
                </legend>
                {children(index)}
                {!readOnly && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="self-end"
                    aria-label={`Remove ${noun} ${index + 1}`}
                    onClick={() => {
                      onRemove(index);
                      requestAnimationFrame(() => addRef.current?.focus());
                    }}
                  >
                    <Trash2 aria-hidden /> Remove
                  </Button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <ListMessage message={error} />
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addRef}
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() => {
              onAdd();
              requestAnimationFrame(() =>
                listRef.current?.querySelector<HTMLElement>("li:last-child input, li:last-child textarea, li:last-child select")?.focus(),
              );
            }}
          >
            <Plus aria-hidden /> Add {noun}
          </Button>
          {full && <span className="text-xs text-muted-foreground">You&apos;ve reached the limit of {max}.</span>}
        </div>
      )}
    </div>
  );
}

type ChipListProps = {
  form: KitForm;
  name: FieldPathByValue<BrandKit, string[]>;
  label: string;
  hint: string;
  max: number;
  maxLength: number;
  readOnly: boolean;
};

/** A list of short texts as removable chips: type one and press Enter (or Add). */
export function ChipList(props: ChipListProps) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => <ChipListBody {...props} items={field.value} inputRef={field.ref} onBlur={field.onBlur} />}
    />
  );
}

function ChipListBody({
  form,
  name,
  label,
  hint,
  max,
  maxLength,
  readOnly,
  items,
  inputRef,
  onBlur,
}: ChipListProps & { items: string[]; inputRef: RefCallBack; onBlur: () => void }) {
  const formError = useListError(form, name);
  const check = (typed: string, current: string[]): ChipCheck => {
    const value = typed.trim().replace(/\s+/g, " ");
    if (!value) return { error: "Type something to add" };
    if (value.length > maxLength) return { error: `Keep each entry under ${maxLength} characters` };
    if (current.some((item) => item.toLowerCase() === value.toLowerCase())) return { error: `“${value}” is already in the list` };
    if (current.length >= max) return { error: `Keep up to ${max} entries` };
    return { value };
  };
  return (
    <ChipInput
      id={fieldId(name)}
      label={label}
      hint={hint}
      items={items}
      onChange={(next) => form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      check={check}
      error={formError}
      readOnly={readOnly}
      inputMaxLength={maxLength + 20}
      inputRef={inputRef}
      onBlur={onBlur}
    />
  );
}

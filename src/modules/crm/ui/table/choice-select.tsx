"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";

export const KEEP = "__keep__";
export const CLEAR = "__clear__";

/** A choice of "don't change", "clear" or one value, as the bulk inputs take it (undefined, null, value). */
export const bulkValue = (choice: string) => (choice === KEEP ? undefined : choice === CLEAR ? null : choice);

/** A bulk input's value as its select shows it: keep (left out), clear (null) or a value. */
export const choiceOf = (value: string | null | undefined) => (value === undefined ? KEEP : value === null ? CLEAR : value);

/**
 * A field of a bulk edit: "Don't change", then "clear" (when `clearLabel` is given: a value that can
 * be empty), then the options.
 */
export function ChoiceSelect({
  id,
  label,
  value,
  onChange,
  options,
  clearLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<{ value: string; label: string }>;
  clearLabel?: string;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          <SelectItem value={KEEP}>Don&apos;t change</SelectItem>
          {clearLabel && <SelectItem value={CLEAR}>{clearLabel}</SelectItem>}
          <SelectSeparator />
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

const SET = "__set__";

/**
 * A free-text (or date) field of a bulk edit: "Don't change", `clearLabel`, or "Set to…" with the
 * value typed below. `onChange` gets what the bulk input takes: undefined, null or the text.
 */
export function ChoiceText({
  id,
  label,
  clearLabel,
  type = "text",
  placeholder,
  maxLength,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  clearLabel: string;
  type?: "text" | "date";
  placeholder?: string;
  maxLength?: number;
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  error?: string;
}) {
  const choice = value === undefined ? KEEP : value === null ? CLEAR : SET;
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} htmlFor={id}>
        <Select value={choice} onValueChange={(c) => onChange(c === KEEP ? undefined : c === CLEAR ? null : "")}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={KEEP}>Don&apos;t change</SelectItem>
            <SelectItem value={CLEAR}>{clearLabel}</SelectItem>
            <SelectItem value={SET}>Set to…</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      {choice === SET && (
        <Field label={`New ${label.toLowerCase()}`} htmlFor={`${id}-value`} error={error}>
          <Input type={type} value={value ?? ""} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={maxLength} autoFocus />
        </Field>
      )}
    </div>
  );
}

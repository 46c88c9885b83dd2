"use client";

import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent, type Ref } from "react";
import { Badge } from "./badge";
import { Button } from "./button";
import { fieldAria } from "./field";
import { Input } from "./input";
import { Label } from "./label";

/** A typed entry's fate: the text to add, or why it can't be added. */
export type ChipCheck = { value: string } | { error: string };

export type ChipInputProps = {
  id: string;
  label: string;
  hint: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Checks what was typed against the list so far (length, duplicates, how many): it may load a contract first. */
  check: (typed: string, items: string[]) => ChipCheck | Promise<ChipCheck>;
  /** A message about the list from the form or the last save. */
  error?: string;
  readOnly: boolean;
  /** The text box's own cap (a little over the entry's limit, so the check can say what is too long). */
  inputMaxLength: number;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** While a change is being saved: Add and the remove buttons wait. */
  pending?: boolean;
};

/**
 * Short texts (words, verbs, claims) as removable chips: type one and press Enter (or Add). The
 * company profile's word lists and the brand kit's lists use it.
 */
export function ChipInput({ id, label, hint, items, onChange, check, error, readOnly, inputMaxLength, inputRef, onBlur, pending }: ChipInputProps) {
  const [draft, setDraft] = useState("");
  const [local, setLocal] = useState<string | undefined>();
  const message = local ?? error;
  const lower = label.toLowerCase();

  async function add() {
    const checked = await check(draft, items);
    if ("error" in checked) return setLocal(checked.error);
    onChange([...items, checked.value]);
    setDraft("");
    setLocal(undefined);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void add();
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {readOnly ? <p className="text-sm font-medium">{label}</p> : <Label htmlFor={id}>{label}</Label>}
      {items.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="max-w-full">
              <Badge variant="secondary" className="max-w-full gap-0.5 py-0 pr-0.5 text-sm whitespace-normal break-words">
                <span className="min-w-0 break-words">{item}</span>
                {!readOnly && (
                  <button
                    type="button"
                    className="shrink-0 cursor-pointer rounded-full p-1 hover:bg-background/60 focus-visible:outline-2"
                    aria-label={`Remove “${item}” from ${lower}`}
                    disabled={pending}
                    onClick={() => onChange(items.filter((i) => i !== item))}
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None yet.</p>
      )}
      {!readOnly && (
        <>
          <div className="flex gap-2">
            <Input
              id={id}
              ref={inputRef}
              value={draft}
              maxLength={inputMaxLength}
              onChange={(e) => (setDraft(e.target.value), setLocal(undefined))}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              {...fieldAria(id, { hint, error: message })}
            />
            <Button variant="outline" onClick={() => void add()} aria-label={`Add to ${lower}`} disabled={pending}>
              <Plus aria-hidden /> Add
            </Button>
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

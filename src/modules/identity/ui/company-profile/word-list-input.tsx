"use client";

import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PROFILE_LIMITS } from "../../contracts/company-profile.constants";
import { FormError } from "./form-kit";

type Props = {
  id: string;
  label: string;
  hint: string;
  words: string[];
  onChange: (words: string[]) => void;
  /** A message from the last save about this list. */
  error: string | undefined;
  readOnly: boolean;
};

/** Words as removable chips; type one and press Enter (or Add) to add it. */
export function WordListInput({ id, label, hint, words, onChange, error, readOnly }: Props) {
  const [value, setValue] = useState("");
  const [local, setLocal] = useState<string | undefined>();
  const message = local ?? error;

  async function add() {
    // The contract (and zod) loads after the page; the profile form has usually loaded it already.
    const { wordInput } = await import("../../contracts/company-profile.contracts");
    const parsed = wordInput.safeParse(value);
    if (!parsed.success) return setLocal(parsed.error.issues[0]?.message);
    if (words.some((w) => w.toLowerCase() === parsed.data.toLowerCase())) return setLocal(`“${parsed.data}” is already in the list`);
    if (words.length >= PROFILE_LIMITS.words) return setLocal(`Keep up to ${PROFILE_LIMITS.words} words`);
    onChange([...words, parsed.data]);
    setValue("");
    setLocal(undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void add();
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {readOnly ? <p className="text-sm font-medium">{label}</p> : <Label htmlFor={id}>{label}</Label>}
      {words.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {words.map((word) => (
            <li key={word}>
              <Badge variant="secondary" className="gap-0.5 py-0 pr-0.5 text-sm">
                {word}
                {!readOnly && (
                  <button
                    type="button"
                    className="cursor-pointer rounded-full p-1 hover:bg-background/60 focus-visible:outline-2"
                    aria-label={`Remove “${word}” from ${label.toLowerCase()}`}
                    onClick={() => onChange(words.filter((w) => w !== word))}
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
              value={value}
              maxLength={60}
              onChange={(e) => (setValue(e.target.value), setLocal(undefined))}
              onKeyDown={onKeyDown}
              {...fieldAria(id, { hint, error: message })}
            />
            <Button variant="outline" onClick={() => void add()} aria-label={`Add to ${label.toLowerCase()}`}>
              <Plus aria-hidden /> Add
            </Button>
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </>
      )}
      <FormError id={`${id}-error`} message={message} />
    </div>
  );
}

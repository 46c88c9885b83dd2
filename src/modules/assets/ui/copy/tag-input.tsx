"use client";

import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ASSET_LIMITS } from "../../contracts/items.constants";

type Props = { tags: string[]; onChange: (next: string[]) => void; readOnly: boolean; pending?: boolean };

/** An asset's tags as removable chips (the brand kit's chip list, saved on each change): type one and press Enter. */
export function TagInput({ tags, onChange, readOnly, pending }: Props) {
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState<string | undefined>();
  const id = "asset-tags";
  function add() {
    const value = draft.trim().replace(/\s+/g, " ").toLowerCase();
    if (!value) return setMessage("Type a tag to add");
    if (value.length > ASSET_LIMITS.tagMax) return setMessage(`Keep each tag to ${ASSET_LIMITS.tagMax} characters`);
    if (tags.includes(value)) return setMessage(`“${value}” is already a tag`);
    if (tags.length >= ASSET_LIMITS.tagsMax) return setMessage(`An asset has at most ${ASSET_LIMITS.tagsMax} tags`);
    onChange([...tags, value]);
    setDraft("");
    setMessage(undefined);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {readOnly ? <p className="text-sm font-medium">Tags</p> : <Label htmlFor={id}>Tags</Label>}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <Badge variant="secondary" className="max-w-full gap-0.5 py-0 pr-0.5 text-sm whitespace-normal break-words">
                <span className="min-w-0 break-words">{tag}</span>
                {!readOnly && (
                  <button
                    type="button"
                    className="shrink-0 cursor-pointer rounded-full p-1 hover:bg-background/60 focus-visible:outline-2"
                    aria-label={`Remove the tag “${tag}”`}
                    disabled={pending}
                    onClick={() => onChange(tags.filter((t) => t !== tag))}
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No tags yet.</p>
      )}
      {!readOnly && (
        <div className="flex gap-2">
          <Input
            id={id}
            value={draft}
            maxLength={ASSET_LIMITS.tagMax + 10}
            onChange={(e) => (setDraft(e.target.value), setMessage(undefined))}
            onKeyDown={onKeyDown}
            {...fieldAria(id, { error: message })}
          />
          <Button type="button" variant="outline" onClick={add} aria-label="Add tag" disabled={pending}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

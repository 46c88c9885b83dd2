"use client";

import { X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { useContactTags } from "../../hooks/use-contacts";
import { addTags } from "./tags";

/**
 * Tags as removable chips and a text box: Enter or comma adds, Backspace in an empty box removes the
 * last one. Suggests the workspace's tags in use.
 */
export function TagsInput({
  id,
  value,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const tags = useContactTags();
  const [draft, setDraft] = useState("");
  const listId = useId();
  const commit = () => {
    if (!draft.trim()) return;
    onChange(addTags(value, draft));
    setDraft("");
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      commit();
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) onChange(value.slice(0, -1));
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${label}: chosen`}>
          {value.map((t) => (
            <li key={t}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {t}
                <button
                  type="button"
                  className="cursor-pointer rounded-full p-0.5 hover:bg-background/60"
                  aria-label={`Remove tag ${t}`}
                  onClick={() => onChange(value.filter((x) => x !== t))}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={draft}
        list={listId}
        placeholder="Type a tag, then Enter"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKey}
        onBlur={commit}
      />
      <datalist id={listId}>
        {(tags.data ?? [])
          .filter((t) => !value.includes(t.tag))
          .slice(0, 50)
          .map((t) => (
            <option key={t.tag} value={t.tag} />
          ))}
      </datalist>
    </div>
  );
}

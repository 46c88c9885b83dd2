"use client";

import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { matchTypeLabel, matchTypes, type MatchType } from "../../contracts/keywords.constants";

/** A match type picker (the browser's own select: keyboard and screen readers as usual). */
export function MatchSelect({
  value,
  onChange,
  label,
  id,
  className,
}: {
  value: MatchType;
  onChange: (m: MatchType) => void;
  label?: string;
  id?: string;
  className?: string;
}) {
  return (
    <NativeSelect id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value as MatchType)} className={className}>
      {matchTypes.map((m) => (
        <option key={m} value={m}>
          {matchTypeLabel[m]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** "12 added, 3 already there" after adding keywords. */
export function addedNote(added: number, skipped: number): string {
  const a = added === 1 ? "1 keyword added" : `${added} keywords added`;
  return skipped > 0 ? `${a}; ${skipped} already in the list with the same match type (or empty) left out.` : `${a}.`;
}

/** A box to paste many keywords at once, with the match type they get and Add (Ctrl+Enter adds too); the note says what was added. */
export function PasteKeywords({
  id,
  label,
  hint,
  rows,
  value,
  onValueChange,
  match,
  onMatchChange,
  noun,
  note,
  onAdd,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  rows: number;
  value: string;
  onValueChange: (value: string) => void;
  match: MatchType;
  onMatchChange: (match: MatchType) => void;
  /** "keywords" or "negative keywords": names the match type picker and the button. */
  noun: string;
  note: string | null;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-paste`} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={`${id}-paste`}
        rows={rows}
        value={value}
        aria-describedby={hint ? `${id}-paste-hint` : undefined}
        onChange={(e) => onValueChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onAdd();
          }
        }}
      />
      {hint && (
        <p id={`${id}-paste-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <MatchSelect value={match} onChange={onMatchChange} label={`Match type of the ${noun} to add`} className="w-32" />
        <Button type="button" variant="outline" size="sm" onClick={onAdd} disabled={value.trim() === ""}>
          <Plus aria-hidden /> Add {noun}
        </Button>
      </div>
      {note && (
        <p role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  );
}

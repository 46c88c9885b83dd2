"use client";

import { NativeSelect } from "@/components/ui/native-select";
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

"use client";

import { X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { matchTypeLabel, type MatchType } from "../../contracts/keywords.constants";
import { mergeKeywords, parsePasted } from "../../keywords/merge";
import { addedNote, PasteKeywords } from "./shared";

export type Negative = { text: string; match: MatchType };

/** The list's negative keywords: searches its ads should never show for. */
export function NegativesEditor({
  negatives,
  errors,
  readOnly,
  onChange,
}: {
  negatives: Negative[];
  errors: Record<number, string>;
  readOnly: boolean;
  onChange: (negatives: Negative[]) => void;
}) {
  const id = useId();
  const [paste, setPaste] = useState("");
  const [match, setMatch] = useState<MatchType>("broad");
  const [note, setNote] = useState<string | null>(null);
  const add = () => {
    const merged = mergeKeywords(negatives, parsePasted(paste, match));
    onChange(merged.keywords.map(({ text, match: m }) => ({ text, match: m })));
    setPaste("");
    setNote(addedNote(merged.added, merged.skipped).replace(/keyword/g, "negative keyword"));
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          Negative keywords
        </h3>
        <p className="text-sm text-muted-foreground">Searches your ads should never show for, such as “jobs” or “free”. They apply to the whole list.</p>
      </div>
      {negatives.length === 0 ? (
        <p className="text-sm text-muted-foreground">No negative keywords yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Negative keywords">
          {negatives.map((n, i) => (
            <li key={`${n.match}:${n.text}`} className="flex max-w-full flex-col">
              <Badge variant="secondary" className="max-w-full gap-1">
                <span className="truncate">{n.text}</span>
                <span className="text-muted-foreground">· {matchTypeLabel[n.match]}</span>
                {!readOnly && (
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-muted focus-visible:outline-2"
                    aria-label={`Remove negative keyword “${n.text}”`}
                    onClick={() => onChange(negatives.filter((_, j) => j !== i))}
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                )}
              </Badge>
              {errors[i] && <span className="text-xs text-destructive">{errors[i]}</span>}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <PasteKeywords
          id={id}
          label="Add negative keywords"
          rows={2}
          value={paste}
          onValueChange={setPaste}
          match={match}
          onMatchChange={setMatch}
          noun="negative keywords"
          note={note}
          onAdd={add}
        />
      )}
    </section>
  );
}

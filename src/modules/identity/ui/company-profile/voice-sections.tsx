"use client";

import { Check } from "lucide-react";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { PROFILE_LIMITS, toneTraits, type ToneTrait } from "../../contracts/company-profile.constants";
import { fieldId, FormError, listError, RepeatingList, type SectionProps } from "./form-kit";
import { WordListInput } from "./word-list-input";

const traitLabel = (t: ToneTrait) => t.charAt(0).toUpperCase() + t.slice(1);

export function ToneSection({ draft, set, errors, readOnly }: SectionProps) {
  const chosen = new Set(draft.toneTraits);
  const full = chosen.size >= PROFILE_LIMITS.toneTraits;
  function toggle(trait: ToneTrait) {
    const next = chosen.has(trait) ? draft.toneTraits.filter((t) => t !== trait) : [...draft.toneTraits, trait];
    set("toneTraits", next, "toneTraits");
  }
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Traits</legend>
        <p className="text-xs text-muted-foreground">
          {readOnly ? "How the brand sounds." : `Choose up to ${PROFILE_LIMITS.toneTraits} that describe how you sound (${chosen.size} chosen).`}
        </p>
        <div className="flex flex-wrap gap-2">
          {toneTraits.map((trait) => {
            const on = chosen.has(trait);
            if (readOnly && !on) return null;
            return (
              <label
                key={trait}
                className={cn(
                  "inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2",
                  on ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
                  (readOnly || (full && !on)) && "cursor-not-allowed opacity-60",
                )}
              >
                <input type="checkbox" className="sr-only" checked={on} disabled={readOnly || (full && !on)} onChange={() => toggle(trait)} />
                {on && <Check className="size-3.5" aria-hidden />}
                {traitLabel(trait)}
              </label>
            );
          })}
          {readOnly && chosen.size === 0 && <span className="text-sm text-muted-foreground">None chosen yet.</span>}
        </div>
        <FormError message={listError(errors, "toneTraits")} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Example sentences</h3>
        <p className="text-xs text-muted-foreground">Lines that sound exactly like you: a headline, a reply to a customer, a post you liked.</p>
        <RepeatingList
          noun="example"
          path="toneExamples"
          items={draft.toneExamples}
          max={PROFILE_LIMITS.toneExamples}
          make={() => ""}
          onChange={(items, edited) => set("toneExamples", items, edited)}
          readOnly={readOnly}
          error={errors.toneExamples}
          empty="No example sentences yet."
        >
          {(example, i, update) => (
            <Field label="Sentence" htmlFor={fieldId(`toneExamples.${i}`)} error={errors[`toneExamples.${i}`]}>
              <Textarea rows={2} value={example} readOnly={readOnly} maxLength={300} onChange={(e) => update(e.target.value)} />
            </Field>
          )}
        </RepeatingList>
      </div>
    </div>
  );
}

export function WordsSection({ draft, set, errors, readOnly }: SectionProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <WordListInput
        id={fieldId("wordsToUse")}
        label="Words to use"
        hint="Terms, phrases and names the AI should prefer."
        words={draft.wordsToUse}
        onChange={(words) => set("wordsToUse", words, "wordsToUse")}
        error={listError(errors, "wordsToUse")}
        readOnly={readOnly}
      />
      <WordListInput
        id={fieldId("wordsToAvoid")}
        label="Words to avoid"
        hint="Jargon, clichés or competitor terms the AI should never write."
        words={draft.wordsToAvoid}
        onChange={(words) => set("wordsToAvoid", words, "wordsToAvoid")}
        error={listError(errors, "wordsToAvoid")}
        readOnly={readOnly}
      />
    </div>
  );
}

"use client";

import { Controller, useFieldArray } from "react-hook-form";
import { BRAND_KIT_LIMITS as L, copyChannels, type CopyChannel } from "@/modules/ai/client";
import { FormField, useFieldError } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { channelLabel } from "../../../contracts/brand-kits.constants";
import { ChipList, fieldId, Repeat, Section, useListError, type SectionProps } from "../editor-kit";

/** The vocabulary: words to use and to avoid, calls to action and claims the brand must never make. */
export function WordsSection({ form, readOnly }: SectionProps) {
  return (
    <Section id="kit-words" title="Words" description="The vocabulary generators lean on, and what brand checks flag in any copy.">
      <div className="grid gap-6 sm:grid-cols-2">
        <ChipList form={form} name="wordsToUse" label="Words to use" hint="Terms and phrases to prefer." max={L.words} maxLength={L.word} readOnly={readOnly} />
        <ChipList
          form={form}
          name="wordsToAvoid"
          label="Words to avoid"
          hint="Jargon, clichés or competitors’ terms to leave out."
          max={L.words}
          maxLength={L.word}
          readOnly={readOnly}
        />
        <ChipList
          form={form}
          name="ctaVerbs"
          label="Call-to-action verbs"
          hint="How buttons and last lines start, like “Try” or “Book”."
          max={L.ctaVerbs}
          maxLength={L.word}
          readOnly={readOnly}
        />
        <ChipList
          form={form}
          name="bannedClaims"
          label="Banned claims"
          hint="Claims copy must never make, like “Organic” without the certificate."
          max={L.bannedClaims}
          maxLength={L.claim}
          readOnly={readOnly}
        />
      </div>
    </Section>
  );
}

function ChannelChoice({ form, index, readOnly }: SectionProps & { index: number }) {
  const error = useFieldError(form, `disclaimers.${index}.channels`);
  const id = fieldId(`disclaimers.${index}.channels`);
  return (
    <Controller
      control={form.control}
      name={`disclaimers.${index}.channels`}
      render={({ field }) => (
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">Where it applies</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {copyChannels.map((channel: CopyChannel) => (
              <label key={channel} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  ref={channel === copyChannels[0] ? field.ref : undefined}
                  disabled={readOnly}
                  checked={field.value.includes(channel)}
                  onChange={(e) => field.onChange(e.target.checked ? [...field.value, channel] : field.value.filter((c) => c !== channel))}
                />
                {channelLabel[channel]}
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/** Texts that must appear in copy for the channels they name. */
export function DisclaimersSection({ form, readOnly }: SectionProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "disclaimers" });
  const error = useListError(form, "disclaimers");
  return (
    <Section
      id="kit-disclaimers"
      title="Required disclaimers"
      description="Texts copy must carry on the channels you choose; brand checks flag copy without them."
    >
      <Repeat
        noun="disclaimer"
        keys={fields.map((f) => f.id)}
        count={fields.length}
        max={L.disclaimers}
        readOnly={readOnly}
        empty="No required disclaimers."
        error={fields.length === 0 ? error : undefined}
        onAdd={() => append({ text: "", channels: ["all"] }, { shouldFocus: false })}
        onRemove={remove}
      >
        {(i) => (
          <>
            <FormField form={form} name={`disclaimers.${i}.text`} label="Text" htmlFor={fieldId(`disclaimers.${i}.text`)} required>
              <Textarea rows={2} readOnly={readOnly} maxLength={L.disclaimer + 20} {...form.register(`disclaimers.${i}.text`)} />
            </FormField>
            <ChannelChoice form={form} index={i} readOnly={readOnly} />
          </>
        )}
      </Repeat>
    </Section>
  );
}

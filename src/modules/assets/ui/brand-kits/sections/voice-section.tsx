"use client";

import { Controller } from "react-hook-form";
import {
  BRAND_KIT_LIMITS as L,
  casingPolicies,
  casingPolicyLabel,
  emojiPolicies,
  emojiPolicyLabel,
  exclamationPolicies,
  exclamationPolicyLabel,
  voiceSliders,
  type VoiceSlider,
} from "@/modules/ai/client";
import { FormField } from "@/components/ui/form";
import { FormNativeSelect } from "@/components/ui/form-native-select";
import { NativeSelect } from "@/components/ui/native-select";
import { ChipList, fieldId, Section, type SectionProps } from "../editor-kit";

/** Where a slider's value sits between its two words, in words: "Leans casual (70)". */
export function sliderText(slider: VoiceSlider, value: number): string {
  const { left, right } = voiceSliders[slider];
  if (value === 50) return `Halfway between ${left.toLowerCase()} and ${right.toLowerCase()} (50)`;
  const word = value < 50 ? left : right;
  const strength = Math.abs(value - 50) >= 35 ? "Very" : "Leans";
  return `${strength} ${word.toLowerCase()} (${value})`;
}

const grades = Array.from({ length: L.maxGrade - L.minGrade + 1 }, (_, i) => L.minGrade + i);

/** How the brand sounds: four sliders, written rules, and the policies every line is checked against. */
export function VoiceSection({ form, readOnly }: SectionProps) {
  return (
    <Section id="kit-voice" title="Voice" description="How the brand sounds. Generators write to these settings; brand checks hold every line to the policies.">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">Tone</legend>
        {(Object.keys(voiceSliders) as VoiceSlider[]).map((slider) => {
          const { left, right } = voiceSliders[slider];
          const id = fieldId(`voice.${slider}`);
          return (
            <Controller
              key={slider}
              control={form.control}
              name={`voice.${slider}`}
              render={({ field }) => (
                <div className="flex flex-col gap-1">
                  <label htmlFor={id} className="sr-only">
                    {left} or {right}
                  </label>
                  <div className="flex items-center justify-between gap-2 text-sm" aria-hidden>
                    <span>{left}</span>
                    <span>{right}</span>
                  </div>
                  <input
                    id={id}
                    ref={field.ref}
                    type="range"
                    min={0}
                    max={100}
                    step={5}
                    className="w-full accent-primary"
                    disabled={readOnly}
                    value={field.value}
                    aria-valuetext={sliderText(slider, field.value)}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                  />
                  <p className="text-center text-xs text-muted-foreground" aria-hidden>
                    {sliderText(slider, field.value)}
                  </p>
                </div>
              )}
            />
          );
        })}
      </fieldset>
      <ChipList
        form={form}
        name="voice.rules"
        label="Voice rules"
        hint="Short written rules, like “Talk about taste before price.”"
        max={L.rules}
        maxLength={L.rule}
        readOnly={readOnly}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNativeSelect
          form={form}
          name="emoji"
          id={fieldId("emoji")}
          label="Emoji"
          disabled={readOnly}
          options={emojiPolicies.map((p) => ({ value: p, label: emojiPolicyLabel[p] }))}
        />
        <FormNativeSelect
          form={form}
          name="casing"
          id={fieldId("casing")}
          label="Headline casing"
          disabled={readOnly}
          options={casingPolicies.map((p) => ({ value: p, label: casingPolicyLabel[p] }))}
        />
        <FormNativeSelect
          form={form}
          name="exclamation"
          id={fieldId("exclamation")}
          label="Exclamation marks"
          disabled={readOnly}
          options={exclamationPolicies.map((p) => ({ value: p, label: exclamationPolicyLabel[p] }))}
        />
        <FormField
          form={form}
          name="maxReadingGrade"
          label="Highest reading grade"
          htmlFor={fieldId("maxReadingGrade")}
          hint="US school grade (Flesch–Kincaid). 7–8 reads easily for most people."
        >
          <Controller
            control={form.control}
            name="maxReadingGrade"
            render={({ field }) => (
              <NativeSelect
                id={fieldId("maxReadingGrade")}
                ref={field.ref}
                disabled={readOnly}
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
                aria-describedby={`${fieldId("maxReadingGrade")}-hint`}
              >
                {grades.map((g) => (
                  <option key={g} value={g}>
                    Grade {g}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </FormField>
      </div>
    </Section>
  );
}

"use client";

import { useFieldArray } from "react-hook-form";
import { BRAND_KIT_LIMITS as L, copyChannels } from "@/modules/ai/client";
import { FormField } from "@/components/ui/form";
import { FormNativeSelect } from "@/components/ui/form-native-select";
import { Textarea } from "@/components/ui/textarea";
import { channelLabel } from "../../../contracts/brand-kits.constants";
import { fieldId, Repeat, Section, useListError, type SectionProps } from "../editor-kit";

/** Lines that sound exactly like the brand, by channel. */
export function ExamplesSection({ form, readOnly }: SectionProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "exampleCopy" });
  const error = useListError(form, "exampleCopy");
  return (
    <Section id="kit-examples" title="Example copy" description="Lines that sound exactly like you: a headline, an email opening, a post you liked.">
      <Repeat
        noun="example"
        keys={fields.map((f) => f.id)}
        count={fields.length}
        max={L.exampleCopy}
        readOnly={readOnly}
        empty="No examples yet."
        error={fields.length === 0 ? error : undefined}
        onAdd={() => append({ channel: "all", text: "" }, { shouldFocus: false })}
        onRemove={remove}
      >
        {(i) => (
          <>
            <FormNativeSelect
              form={form}
              name={`exampleCopy.${i}.channel`}
              id={fieldId(`exampleCopy.${i}.channel`)}
              label="Channel"
              disabled={readOnly}
              options={copyChannels.map((c) => ({ value: c, label: channelLabel[c] }))}
            />
            <FormField form={form} name={`exampleCopy.${i}.text`} label="Text" htmlFor={fieldId(`exampleCopy.${i}.text`)} required>
              <Textarea rows={3} readOnly={readOnly} maxLength={L.example + 50} {...form.register(`exampleCopy.${i}.text`)} />
            </FormField>
          </>
        )}
      </Repeat>
    </Section>
  );
}

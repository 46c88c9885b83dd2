"use client";

import { BRAND_KIT_LIMITS as L } from "@/modules/ai/client";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldId, Section, type SectionProps } from "../editor-kit";

/** Who the brand is: the kit's name, the brand's name, tagline, description, audience and website. */
export function IdentitySection({ form, readOnly }: SectionProps) {
  return (
    <Section id="kit-identity" title="Identity" description="The brand in a few words: what generators say about it and who they write for.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" label="Brand kit name" htmlFor={fieldId("name")} hint="Only you see this: it names the kit in lists." required>
          <Input readOnly={readOnly} maxLength={L.name + 20} {...form.register("name")} />
        </FormField>
        <FormField form={form} name="brandName" label="Brand name" htmlFor={fieldId("brandName")} hint="As it appears in copy." required>
          <Input readOnly={readOnly} maxLength={L.brandName + 20} {...form.register("brandName")} />
        </FormField>
      </div>
      <FormField form={form} name="tagline" label="Tagline" htmlFor={fieldId("tagline")}>
        <Input readOnly={readOnly} maxLength={L.tagline + 20} {...form.register("tagline")} />
      </FormField>
      <FormField form={form} name="description" label="Description" htmlFor={fieldId("description")} hint="What the brand does and for whom, in plain words.">
        <Textarea rows={3} readOnly={readOnly} maxLength={L.description + 50} {...form.register("description")} />
      </FormField>
      <FormField form={form} name="audience" label="Audience" htmlFor={fieldId("audience")} hint="Who you write for: who they are, what they want.">
        <Textarea rows={2} readOnly={readOnly} maxLength={L.audience + 50} {...form.register("audience")} />
      </FormField>
      <FormField form={form} name="website" label="Website" htmlFor={fieldId("website")}>
        <Input type="url" inputMode="url" readOnly={readOnly} maxLength={320} {...form.register("website")} />
      </FormField>
    </Section>
  );
}

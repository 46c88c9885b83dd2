"use client";

import { useFieldArray } from "react-hook-form";
import { BRAND_KIT_LIMITS as L } from "@/modules/ai/client";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ChipList, fieldId, newFactId, Repeat, Section, useListError, type SectionProps } from "../editor-kit";

/** What the brand sells: each product with its benefits and features, the facts copy is built from. */
export function ProductsSection({ form, readOnly }: SectionProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "products" });
  const error = useListError(form, "products");
  return (
    <Section id="kit-products" title="Products" description="What you sell. Generators build lines from these facts and say which one each line came from.">
      <Repeat
        noun="product"
        keys={fields.map((f) => f.id)}
        count={fields.length}
        max={L.products}
        readOnly={readOnly}
        empty="No products yet."
        error={fields.length === 0 ? error : undefined}
        onAdd={() => append({ id: newFactId("product"), name: "", description: "", benefits: [], features: [] }, { shouldFocus: false })}
        onRemove={remove}
      >
        {(i) => (
          <>
            <FormField form={form} name={`products.${i}.name`} label="Name" htmlFor={fieldId(`products.${i}.name`)} required>
              <Input readOnly={readOnly} maxLength={L.productName + 20} {...form.register(`products.${i}.name`)} />
            </FormField>
            <FormField form={form} name={`products.${i}.description`} label="Description" htmlFor={fieldId(`products.${i}.description`)}>
              <Textarea rows={2} readOnly={readOnly} maxLength={L.productText + 20} {...form.register(`products.${i}.description`)} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <ChipList
                form={form}
                name={`products.${i}.benefits`}
                label="Benefits"
                hint="What the customer gets."
                max={L.productPoints}
                maxLength={L.productText}
                readOnly={readOnly}
              />
              <ChipList
                form={form}
                name={`products.${i}.features`}
                label="Features"
                hint="What the product has or does."
                max={L.productPoints}
                maxLength={L.productText}
                readOnly={readOnly}
              />
            </div>
          </>
        )}
      </Repeat>
    </Section>
  );
}

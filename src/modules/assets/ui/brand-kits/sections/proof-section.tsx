"use client";

import { useFieldArray } from "react-hook-form";
import { BRAND_KIT_LIMITS as L } from "@/modules/ai/client";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldId, newFactId, Repeat, Section, useListError, type SectionProps } from "../editor-kit";

/** Claims the brand may make with what backs each one, and its standing offers. */
export function ProofSection({ form, readOnly }: SectionProps) {
  const proof = useFieldArray({ control: form.control, name: "proofPoints" });
  const offers = useFieldArray({ control: form.control, name: "offers" });
  const proofError = useListError(form, "proofPoints");
  const offersError = useListError(form, "offers");
  return (
    <Section
      id="kit-proof"
      title="Proof points and offers"
      description="Claims you can back up, and the offers copy may mention. Brand checks flag a claim in copy that has no proof here."
    >
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Proof points</h4>
        <Repeat
          noun="proof point"
          keys={proof.fields.map((f) => f.id)}
          count={proof.fields.length}
          max={L.proofPoints}
          readOnly={readOnly}
          empty="No proof points yet."
          error={proof.fields.length === 0 ? proofError : undefined}
          onAdd={() => proof.append({ id: newFactId("proof"), claim: "", proof: "" }, { shouldFocus: false })}
          onRemove={proof.remove}
        >
          {(i) => (
            <>
              <FormField form={form} name={`proofPoints.${i}.claim`} label="Claim" htmlFor={fieldId(`proofPoints.${i}.claim`)} required>
                <Input readOnly={readOnly} maxLength={L.claim + 20} {...form.register(`proofPoints.${i}.claim`)} />
              </FormField>
              <FormField
                form={form}
                name={`proofPoints.${i}.proof`}
                label="Proof"
                htmlFor={fieldId(`proofPoints.${i}.proof`)}
                hint="The fact, source or figure that backs the claim."
                required
              >
                <Textarea rows={2} readOnly={readOnly} maxLength={L.proof + 20} {...form.register(`proofPoints.${i}.proof`)} />
              </FormField>
            </>
          )}
        </Repeat>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Offers</h4>
        <Repeat
          noun="offer"
          keys={offers.fields.map((f) => f.id)}
          count={offers.fields.length}
          max={L.offers}
          readOnly={readOnly}
          empty="No offers yet."
          error={offers.fields.length === 0 ? offersError : undefined}
          onAdd={() => offers.append({ id: newFactId("offer"), text: "" }, { shouldFocus: false })}
          onRemove={offers.remove}
        >
          {(i) => (
            <FormField form={form} name={`offers.${i}.text`} label="Offer" htmlFor={fieldId(`offers.${i}.text`)} required>
              <Input readOnly={readOnly} maxLength={L.offer + 20} {...form.register(`offers.${i}.text`)} />
            </FormField>
          )}
        </Repeat>
      </div>
    </Section>
  );
}

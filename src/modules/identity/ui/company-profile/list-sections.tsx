"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PROFILE_LIMITS } from "../../contracts/company-profile.constants";
import { fieldId, RepeatingList, type SectionProps } from "./form-kit";

export function ProductsSection({ draft, set, errors, readOnly }: SectionProps) {
  return (
    <RepeatingList
      noun="product"
      items={draft.products}
      max={PROFILE_LIMITS.products}
      make={() => ({ name: "", valueProposition: "" })}
      path="products"
      onChange={(items, edited) => set("products", items, edited)}
      readOnly={readOnly}
      error={errors.products}
      empty="No products or services yet. Add the ones you market, with what makes each worth buying."
    >
      {(product, i, update) => (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <Field label="Name" htmlFor={fieldId(`products.${i}.name`)} error={errors[`products.${i}.name`]} required={!readOnly}>
            <Input
              value={product.name}
              readOnly={readOnly}
              maxLength={PROFILE_LIMITS.itemName}
              onChange={(e) => update({ ...product, name: e.target.value }, "name")}
            />
          </Field>
          <Field label="Value proposition" htmlFor={fieldId(`products.${i}.valueProposition`)} error={errors[`products.${i}.valueProposition`]}>
            <Textarea
              rows={2}
              value={product.valueProposition}
              readOnly={readOnly}
              maxLength={500}
              onChange={(e) => update({ ...product, valueProposition: e.target.value }, "valueProposition")}
            />
          </Field>
        </div>
      )}
    </RepeatingList>
  );
}

export function AudiencesSection({ draft, set, errors, readOnly }: SectionProps) {
  return (
    <RepeatingList
      noun="audience"
      items={draft.audiences}
      max={PROFILE_LIMITS.audiences}
      make={() => ({ name: "", description: "", painsAndGoals: "" })}
      path="audiences"
      onChange={(items, edited) => set("audiences", items, edited)}
      readOnly={readOnly}
      error={errors.audiences}
      empty="No audiences yet. Describe the people you sell to: the AI writes for them."
    >
      {(audience, i, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Name"
            htmlFor={fieldId(`audiences.${i}.name`)}
            error={errors[`audiences.${i}.name`]}
            required={!readOnly}
            className="sm:col-span-2"
            hint={readOnly ? undefined : "For example “Operations managers at mid-size retailers”"}
          >
            <Input
              value={audience.name}
              readOnly={readOnly}
              maxLength={PROFILE_LIMITS.itemName}
              onChange={(e) => update({ ...audience, name: e.target.value }, "name")}
            />
          </Field>
          <Field label="Who they are" htmlFor={fieldId(`audiences.${i}.description`)} error={errors[`audiences.${i}.description`]}>
            <Textarea
              rows={3}
              value={audience.description}
              readOnly={readOnly}
              maxLength={PROFILE_LIMITS.longText}
              onChange={(e) => update({ ...audience, description: e.target.value }, "description")}
            />
          </Field>
          <Field label="Pains and goals" htmlFor={fieldId(`audiences.${i}.painsAndGoals`)} error={errors[`audiences.${i}.painsAndGoals`]}>
            <Textarea
              rows={3}
              value={audience.painsAndGoals}
              readOnly={readOnly}
              maxLength={PROFILE_LIMITS.longText}
              onChange={(e) => update({ ...audience, painsAndGoals: e.target.value }, "painsAndGoals")}
            />
          </Field>
        </div>
      )}
    </RepeatingList>
  );
}

export function CompetitorsSection({ draft, set, errors, readOnly }: SectionProps) {
  return (
    <RepeatingList
      noun="competitor"
      items={draft.competitors}
      max={PROFILE_LIMITS.competitors}
      make={() => ({ name: "", website: "" })}
      path="competitors"
      onChange={(items, edited) => set("competitors", items, edited)}
      readOnly={readOnly}
      error={errors.competitors}
      empty="No competitors yet. Name the brands your customers compare you with."
    >
      {(competitor, i, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Name" htmlFor={fieldId(`competitors.${i}.name`)} error={errors[`competitors.${i}.name`]} required={!readOnly}>
            <Input
              value={competitor.name}
              readOnly={readOnly}
              maxLength={PROFILE_LIMITS.itemName}
              onChange={(e) => update({ ...competitor, name: e.target.value }, "name")}
            />
          </Field>
          <Field label="Website (optional)" htmlFor={fieldId(`competitors.${i}.website`)} error={errors[`competitors.${i}.website`]}>
            <Input
              type="url"
              inputMode="url"
              value={competitor.website}
              readOnly={readOnly}
              onChange={(e) => update({ ...competitor, website: e.target.value }, "website")}
            />
          </Field>
        </div>
      )}
    </RepeatingList>
  );
}

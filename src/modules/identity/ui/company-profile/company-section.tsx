"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { companySizeLabel, companySizes, PROFILE_LIMITS, type CompanySize } from "../../contracts/company-profile.constants";
import { fieldId, type SectionProps } from "./form-kit";

const NOT_SET = "not-set";

export function CompanySection({ draft, set, errors, readOnly }: SectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Company name" htmlFor={fieldId("companyName")} error={errors.companyName}>
        <Input
          value={draft.companyName}
          readOnly={readOnly}
          maxLength={PROFILE_LIMITS.companyName}
          autoComplete="organization"
          onChange={(e) => set("companyName", e.target.value, "companyName")}
        />
      </Field>
      <Field label="Website" htmlFor={fieldId("website")} error={errors.website} hint={readOnly ? undefined : "For example https://acme.com"}>
        <Input
          type="url"
          inputMode="url"
          value={draft.website}
          readOnly={readOnly}
          autoComplete="url"
          onChange={(e) => set("website", e.target.value, "website")}
        />
      </Field>
      <Field
        label="Industry"
        htmlFor={fieldId("industry")}
        error={errors.industry}
        hint={readOnly ? undefined : "For example “B2B software” or “Outdoor clothing”"}
      >
        <Input value={draft.industry} readOnly={readOnly} maxLength={PROFILE_LIMITS.industry} onChange={(e) => set("industry", e.target.value, "industry")} />
      </Field>
      <Field label="Company size" htmlFor={fieldId("size")} error={errors.size}>
        <NativeSelect
          value={draft.size ?? NOT_SET}
          disabled={readOnly}
          onChange={(e) => set("size", e.target.value === NOT_SET ? null : (e.target.value as CompanySize), "size")}
        >
          <option value={NOT_SET}>Not set</option>
          {companySizes.map((size) => (
            <option key={size} value={size}>
              {companySizeLabel[size]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="What your company does"
        htmlFor={fieldId("description")}
        error={errors.description}
        hint={
          readOnly
            ? undefined
            : `A few sentences the AI can build on: what you offer, to whom, and why you. ${draft.description.length}/${PROFILE_LIMITS.description.toLocaleString("en")}`
        }
        className="sm:col-span-2"
      >
        <Textarea
          value={draft.description}
          readOnly={readOnly}
          rows={4}
          maxLength={PROFILE_LIMITS.description}
          onChange={(e) => set("description", e.target.value, "description")}
        />
      </Field>
    </div>
  );
}

"use client";

import { ImageIcon } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { BRAND_KIT_LIMITS as L, logoVariants } from "@/modules/ai/client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import { FormNativeSelect } from "@/components/ui/form-native-select";
import { Input } from "@/components/ui/input";
import { COMPANY_LOGO_URL, logoVariantLabel } from "../../../contracts/brand-kits.constants";
import { fieldId, Repeat, Section, useListError, type SectionProps } from "../editor-kit";
import { logoSrc } from "../logo-src";

const HEX = /^#[0-9a-f]{6}$/i;

function Swatch({ form, index, readOnly }: SectionProps & { index: number }) {
  const hex = useWatch({ control: form.control, name: `colours.${index}.hex` }) ?? "";
  const valid = HEX.test(hex.trim());
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden className="size-9 shrink-0 rounded-md border shadow-xs" style={{ backgroundColor: valid ? hex.trim() : "transparent" }} />
      {!readOnly && (
        <input
          type="color"
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1"
          value={valid ? hex.trim().toLowerCase() : "#000000"}
          aria-label={`Pick colour ${index + 1}`}
          onChange={(e) => form.setValue(`colours.${index}.hex`, e.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        />
      )}
    </div>
  );
}

function LogoPreview({ form, index, companyLogoVersion }: SectionProps & { index: number; companyLogoVersion: number | null }) {
  const url = useWatch({ control: form.control, name: `logos.${index}.url` }) ?? "";
  const src = logoSrc(url, companyLogoVersion);
  return (
    <div className="flex h-16 w-full max-w-48 items-center justify-center rounded-md border bg-muted/40 p-2">
      {src ? <img src={src} alt="" className="max-h-full max-w-full object-contain" /> : <ImageIcon className="size-5 text-muted-foreground" aria-hidden />}
    </div>
  );
}

/** How the brand looks: colours, fonts and logo variants. */
export function LookSection({ form, readOnly, companyLogoVersion }: SectionProps & { companyLogoVersion: number | null }) {
  const colours = useFieldArray({ control: form.control, name: "colours" });
  const logos = useFieldArray({ control: form.control, name: "logos" });
  const coloursError = useListError(form, "colours");
  const logosError = useListError(form, "logos");
  const used = new Set((useWatch({ control: form.control, name: "logos" }) ?? []).map((l) => l.variant));
  const freeVariant = logoVariants.find((v) => !used.has(v));
  const hasCompanyLogo = (useWatch({ control: form.control, name: "logos" }) ?? []).some((l) => l.url === COMPANY_LOGO_URL);
  return (
    <Section id="kit-look" title="Look" description="Colours, fonts and logos for creatives, emails and pages.">
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Colours</h4>
        <Repeat
          noun="colour"
          keys={colours.fields.map((f) => f.id)}
          count={colours.fields.length}
          max={L.colours}
          readOnly={readOnly}
          empty="No colours yet."
          error={colours.fields.length === 0 ? coloursError : undefined}
          onAdd={() => colours.append({ name: `Colour ${colours.fields.length + 1}`, hex: "#000000" }, { shouldFocus: false })}
          onRemove={colours.remove}
        >
          {(i) => (
            <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
              <FormField form={form} name={`colours.${i}.name`} label="Name" htmlFor={fieldId(`colours.${i}.name`)} required>
                <Input readOnly={readOnly} maxLength={60} {...form.register(`colours.${i}.name`)} />
              </FormField>
              <Swatch form={form} index={i} readOnly={readOnly} />
              <FormField form={form} name={`colours.${i}.hex`} label="Hex code" htmlFor={fieldId(`colours.${i}.hex`)} required>
                <Input readOnly={readOnly} maxLength={7} spellCheck={false} className="font-mono" {...form.register(`colours.${i}.hex`)} />
              </FormField>
            </div>
          )}
        </Repeat>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="fonts.heading" label="Heading font" htmlFor={fieldId("fonts.heading")}>
          <Input readOnly={readOnly} maxLength={100} {...form.register("fonts.heading")} />
        </FormField>
        <FormField form={form} name="fonts.body" label="Body font" htmlFor={fieldId("fonts.body")}>
          <Input readOnly={readOnly} maxLength={100} {...form.register("fonts.body")} />
        </FormField>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Logos</h4>
        <Repeat
          noun="logo"
          keys={logos.fields.map((f) => f.id)}
          count={logos.fields.length}
          max={logoVariants.length}
          readOnly={readOnly}
          empty="No logos yet."
          error={logos.fields.length === 0 ? logosError : undefined}
          onAdd={() => logos.append({ variant: freeVariant ?? "primary", url: "" }, { shouldFocus: false })}
          onRemove={logos.remove}
        >
          {(i) => (
            <div className="flex flex-col gap-3">
              <FormNativeSelect
                form={form}
                name={`logos.${i}.variant`}
                id={fieldId(`logos.${i}.variant`)}
                label="Variant"
                disabled={readOnly}
                options={logoVariants.map((v) => ({ value: v, label: logoVariantLabel[v] }))}
              />
              <FormField
                form={form}
                name={`logos.${i}.url`}
                label="Image address"
                htmlFor={fieldId(`logos.${i}.url`)}
                hint="The address of the image, like https://example.com/logo.png."
              >
                <Input type="url" inputMode="url" readOnly={readOnly} maxLength={2000} {...form.register(`logos.${i}.url`)} />
              </FormField>
              <LogoPreview form={form} index={i} readOnly={readOnly} companyLogoVersion={companyLogoVersion} />
            </div>
          )}
        </Repeat>
        {!readOnly && companyLogoVersion !== null && !hasCompanyLogo && freeVariant && (
          <Button
            variant="link"
            size="sm"
            className="self-start px-0"
            onClick={() => logos.append({ variant: freeVariant, url: COMPANY_LOGO_URL }, { shouldFocus: false })}
          >
            Use the company profile&apos;s logo
          </Button>
        )}
      </div>
    </Section>
  );
}

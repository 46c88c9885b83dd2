"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Controller, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { contactFieldLabels, contactFieldTargets, formFieldTypeLabels, formFieldTypes } from "../../contracts/forms.constants";
import type { EditorForm } from "./form-editor-types";

type Props = {
  form: EditorForm;
  index: number;
  count: number;
  stepCount: number;
  customFields: { key: string; label: string }[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One field's settings: type, label, key, required, placeholder and help, options, where it goes in the CRM, its step. */
export function FieldSettings({ form, index, count, stepCount, customFields, onMove, onRemove }: Props) {
  const base = `definition.fields.${index}` as const;
  const type = useWatch({ control: form.control, name: `${base}.type` });
  const label = useWatch({ control: form.control, name: `${base}.label` });
  const id = (what: string) => `field-${index}-${what}`;
  return (
    <li className="rounded-md border p-3" aria-label={`Field ${index + 1}: ${label || "untitled"}`}>
      <div className="mb-2 flex items-center gap-2">
        <span className="text-sm font-medium">
          {index + 1}. {label || "Untitled field"}
        </span>
        <span className="ml-auto flex gap-1">
          <Button size="icon" variant="ghost" aria-label={`Move ${label || "field"} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move ${label || "field"} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Remove ${label || "field"}`} disabled={count === 1} onClick={() => onRemove(index)}>
            <Trash2 aria-hidden />
          </Button>
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name={`${base}.label`} label="Label" htmlFor={id("label")} required>
          <Input id={id("label")} {...form.register(`${base}.label`)} />
        </FormField>
        <FormField form={form} name={`${base}.type`} label="Type" htmlFor={id("type")}>
          <NativeSelect id={id("type")} {...form.register(`${base}.type`)}>
            {formFieldTypes.map((t) => (
              <option key={t} value={t}>
                {formFieldTypeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField form={form} name={`${base}.key`} label="Key" htmlFor={id("key")} hint="The answer's name in exports, like first_name" required>
          <Input id={id("key")} {...form.register(`${base}.key`)} />
        </FormField>
        {type === "consent" ? null : (
          <FormField form={form} name={`${base}.mapping`} label="Saves to the CRM as" htmlFor={id("mapping")}>
            <NativeSelect id={id("mapping")} {...form.register(`${base}.mapping`)}>
              <option value="">Not saved on the contact</option>
              {contactFieldTargets.map((t) => (
                <option key={t} value={t}>
                  {contactFieldLabels[t]}
                </option>
              ))}
              {customFields.map((f) => (
                <option key={f.key} value={`custom:${f.key}`}>
                  {f.label} (custom field)
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        {type === "hidden" ? (
          <FormField form={form} name={`${base}.defaultValue`} label="Value" htmlFor={id("value")}>
            <Input id={id("value")} {...form.register(`${base}.defaultValue`)} />
          </FormField>
        ) : (
          <>
            <FormField form={form} name={`${base}.placeholder`} label="Placeholder" htmlFor={id("placeholder")}>
              <Input id={id("placeholder")} {...form.register(`${base}.placeholder`)} />
            </FormField>
            <FormField form={form} name={`${base}.help`} label="Help text" htmlFor={id("help")}>
              <Input id={id("help")} {...form.register(`${base}.help`)} />
            </FormField>
          </>
        )}
        {type === "select" || type === "multi_select" ? (
          <FormField form={form} name={`${base}.options`} label="Options" htmlFor={id("options")} hint="One option a line">
            <Controller
              control={form.control}
              name={`${base}.options`}
              render={({ field }) => (
                <Textarea
                  id={id("options")}
                  rows={3}
                  value={(field.value ?? []).join("\n")}
                  onChange={(e) => field.onChange(e.target.value.split("\n").filter((line, i, all) => line.trim() !== "" || i === all.length - 1))}
                  onBlur={() => {
                    field.onChange((field.value ?? []).map((o) => o.trim()).filter(Boolean));
                    field.onBlur();
                  }}
                />
              )}
            />
          </FormField>
        ) : null}
        {type === "consent" ? (
          <FormField
            form={form}
            name={`${base}.consentText`}
            label="What the person agrees to"
            htmlFor={id("consent")}
            hint="Kept word for word with their consent"
            required
          >
            <Textarea id={id("consent")} rows={2} {...form.register(`${base}.consentText`)} />
          </FormField>
        ) : null}
        {stepCount > 1 ? (
          <FormField form={form} name={`${base}.step`} label="Step" htmlFor={id("step")}>
            <NativeSelect id={id("step")} {...form.register(`${base}.step`, { valueAsNumber: true })}>
              {Array.from({ length: stepCount }, (_, i) => (
                <option key={i} value={i}>
                  Step {i + 1}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        {type === "hidden" ? null : (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register(`${base}.required`)} /> Required
          </label>
        )}
      </div>
    </li>
  );
}

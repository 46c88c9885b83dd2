"use client";

import { Plus } from "lucide-react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { customFieldTypes, type CrmObject, type CustomFieldType } from "../../contracts/crm-enums";
import type { CustomFieldFormInput } from "../../contracts/settings.contracts";
import { useCreateCustomField } from "../../hooks/use-custom-fields";

export const fieldTypeLabel: Record<CustomFieldType, string> = {
  text: "Text",
  number: "Number",
  date: "Date",
  select: "Dropdown (one)",
  multi_select: "Dropdown (several)",
  boolean: "Yes / no",
  url: "Web address",
};

/** A blank "add a field" form: after each field is added the form starts over from these, type included. */
export const newCustomFieldDefaults = (object: CrmObject, label = ""): CustomFieldFormInput => ({ object, label, type: "text", options: "" });

export type CreatedField = { key: string; label: string; type: CustomFieldType; options: string[] };

/**
 * Adds a custom field to one record type: its name, its type and, for dropdowns, its options. Used
 * in the CRM settings and in an import's mapping step (`compact`: one column, for a dialog).
 */
export function NewCustomFieldForm({
  object,
  initialLabel = "",
  compact = false,
  idPrefix = "cf",
  onCreated,
}: {
  object: CrmObject;
  initialLabel?: string;
  compact?: boolean;
  idPrefix?: string;
  onCreated?: (field: CreatedField) => void | Promise<void>;
}) {
  const form = useContractForm(() => import("../../contracts/settings.contracts").then((m) => m.customFieldFormInput), {
    defaultValues: newCustomFieldDefaults(object, initialLabel),
  });
  const create = useCreateCustomField({
    meta: { silent: true },
    onSuccess: async (field) => {
      form.reset(newCustomFieldDefaults(object));
      await onCreated?.(field as CreatedField);
    },
  });
  const onSubmit = form.submit((input) => create.mutateAsync(input));
  const type = form.watch("type");
  const withOptions = type === "select" || type === "multi_select";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn("grid gap-3", compact ? "" : "rounded-lg border p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start")}
      aria-label="Add a custom field"
    >
      <FormField form={form} name="label" label={compact ? "Name" : "New field"} htmlFor={`${idPrefix}-label`} required>
        <Input placeholder="e.g. Plan tier" {...form.register("label")} />
      </FormField>
      <FormField form={form} name="type" label="Type" htmlFor={`${idPrefix}-type`}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <NativeSelect
              id={`${idPrefix}-type`}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value as CustomFieldType)}
              onBlur={field.onBlur}
            >
              {customFieldTypes.map((t) => (
                <option key={t} value={t}>
                  {fieldTypeLabel[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      </FormField>
      {compact ? null : (
        <Button type="submit" className="sm:mt-6" loading={form.formState.isSubmitting}>
          <Plus aria-hidden /> Add field
        </Button>
      )}
      {withOptions ? (
        <FormField
          form={form}
          name="options"
          label="Options"
          htmlFor={`${idPrefix}-options`}
          hint="One per line, or separated by commas"
          className={compact ? undefined : "sm:col-span-3"}
        >
          <textarea className="min-h-20 w-full rounded-md border bg-background p-2 text-sm" {...form.register("options")} />
        </FormField>
      ) : null}
      <div className={cn("empty:hidden", compact ? "" : "sm:col-span-3")}>
        <FormRootError form={form} />
      </div>
      {compact ? (
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Plus aria-hidden /> Create field
          </Button>
        </div>
      ) : null}
    </form>
  );
}

"use client";

import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm, useFieldError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { companyFormInput } from "../../contracts/companies.contracts";
import { companySizes } from "../../contracts/crm-enums";
import { useCreateCompany, useUpdateCompany } from "../../hooks/use-companies";
import { useCustomFields } from "../../hooks/use-custom-fields";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { FormCustomFields } from "../form-custom-fields";
import { commonIndustries, companyFormFrom, conflictField, emptyCompanyForm, sizeLabels } from "./company-form-values";

const NONE = "__none__";

export type EditableCompany = {
  id: string;
  name: string;
  domain: string | null;
  industry: string | null;
  size: string | null;
  country?: string | null;
  ownerId: string | null;
  custom: Record<string, unknown>;
};

/** Adds a company, or edits the one given. The domain is checked (and shown) as it will be stored. */
export function CompanyFormSheet({
  open,
  company,
  onClose,
  onSaved,
  access,
}: {
  open: boolean;
  company: EditableCompany | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
  access: CrmWorkspace;
}) {
  return (
    <Sheet open={open} onOpenChange={(o) => !o && onClose()}>
      <SheetContent className="w-full max-w-full sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>{company ? `Edit ${company.name}` : "New company"}</SheetTitle>
          <SheetDescription>A domain belongs to one company: it is how duplicates are recognised.</SheetDescription>
        </SheetHeader>
        {open && <CompanyForm key={company?.id ?? "new"} company={company} access={access} onClose={onClose} onSaved={onSaved} />}
      </SheetContent>
    </Sheet>
  );
}

function CompanyForm({
  company,
  access,
  onClose,
  onSaved,
}: {
  company: EditableCompany | null;
  access: CrmWorkspace;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const fields = useCustomFields("company");
  const form = useContractForm(companyFormInput, { defaultValues: company ? companyFormFrom(company, []) : emptyCompanyForm });
  const saved = { meta: { silent: true }, onSuccess: (done: { id: string }) => (onSaved?.(done.id), onClose()) };
  const create = useCreateCompany(saved);
  const update = useUpdateCompany(saved);
  const onSubmit = form.submit(async (input) => {
    if (input.domain) form.setValue("domain", input.domain);
    try {
      if (company) await update.mutateAsync({ id: company.id, patch: input });
      else await create.mutateAsync(input);
    } catch (error) {
      // A duplicate is about the domain when the message names it, else the name.
      const { message, data } = error as { message: string; data?: { code?: string } | null };
      if (data?.code !== "CONFLICT") throw error;
      form.setError(conflictField(message, input.domain), { type: "server", message }, { shouldFocus: true });
    }
  });

  const customFields = fields.data ?? [];
  const sizeError = useFieldError(form, "size");
  const ownerError = useFieldError(form, "ownerId");

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={company ? "Edit company" : "New company"}>
      <FormField form={form} name="name" label="Company name" htmlFor="company-name" required>
        <Input {...form.register("name")} autoComplete="organization" autoFocus />
      </FormField>
      <FormField
        form={form}
        name="domain"
        label="Domain"
        htmlFor="company-domain"
        hint="The website's address, such as acme.com. Typed addresses are stored without https:// and www."
      >
        <Input {...form.register("domain")} autoComplete="url" inputMode="url" spellCheck={false} placeholder="acme.com" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="industry" label="Industry" htmlFor="company-industry">
          <Input {...form.register("industry")} list="company-industries" autoComplete="off" />
        </FormField>
        <FormField
          form={form}
          name="country"
          label="Country"
          htmlFor="company-country"
          hint="Its contacts' phone numbers without a country code are read in it."
        >
          <Input {...form.register("country")} autoComplete="country-name" placeholder="France" />
        </FormField>
        <datalist id="company-industries">
          {commonIndustries.map((i) => (
            <option key={i} value={i} />
          ))}
        </datalist>
        <FormField form={form} name="size" label="Size" htmlFor="company-size">
          <Controller
            control={form.control}
            name="size"
            render={({ field }) => (
              <Select value={field.value || NONE} onValueChange={(v) => field.onChange(v === NONE ? "" : v)}>
                <SelectTrigger id="company-size" ref={field.ref} onBlur={field.onBlur} {...fieldAria("company-size", { error: sizeError })}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>Not known</SelectItem>
                  {companySizes.map((s) => (
                    <SelectItem key={s} value={s}>
                      {sizeLabels[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField form={form} name="ownerId" label="Owner" htmlFor="company-owner">
        <Controller
          control={form.control}
          name="ownerId"
          render={({ field }) => (
            <Select value={field.value || NONE} onValueChange={(v) => field.onChange(v === NONE ? "" : v)}>
              <SelectTrigger id="company-owner" ref={field.ref} onBlur={field.onBlur} {...fieldAria("company-owner", { error: ownerError })}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                <SelectItem value={NONE}>No owner</SelectItem>
                {access.members.map((m) => (
                  <SelectItem key={m.userId} value={m.userId}>
                    {m.name || m.email}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormCustomFields form={form} fields={customFields} stored={(key) => (company ? companyFormFrom(company, customFields).custom[key] : undefined)} />
      <FormRootError form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {company ? "Save company" : "Add company"}
        </Button>
      </div>
    </form>
  );
}

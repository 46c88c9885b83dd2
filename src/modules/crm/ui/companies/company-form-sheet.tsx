"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { companySizes } from "../../contracts/crm-enums";
import { CustomFieldInput } from "../contacts/custom-field-input";
import type { CrmAccess } from "../deals/use-crm-access";
import { commonIndustries, companyFormFrom, companyInputFrom, conflictField, emptyCompanyForm, sizeLabels, type CompanyFormState } from "./company-form-values";

const NONE = "__none__";

export type EditableCompany = { id: string; name: string; domain: string | null; industry: string | null; size: string | null; ownerId: string | null; custom: Record<string, unknown> };

/** Adds a company, or edits the one given. The domain is checked (and shown) as it will be stored. */
export function CompanyFormSheet({ open, company, onClose, onSaved, access }: { open: boolean; company: EditableCompany | null; onClose: () => void; onSaved?: (id: string) => void; access: CrmAccess }) {
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

function CompanyForm({ company, access, onClose, onSaved }: { company: EditableCompany | null; access: CrmAccess; onClose: () => void; onSaved?: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object: "company" }));
  const [values, setValues] = useState<CompanyFormState>(() => (company ? companyFormFrom(company, []) : emptyCompanyForm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentDomain, setSentDomain] = useState<string | null>(null);

  const done = async (saved: { id: string; name: string }) => {
    toast.success(company ? "Company saved." : `Company ${saved.name} added.`);
    await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.crm.companies.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() })]);
    onSaved?.(saved.id);
    onClose();
  };
  const failed = (error: { message: string; data?: { code?: string } | null }) => {
    const fieldErrors = serverFieldErrors(error);
    if (error.data?.code === "CONFLICT") fieldErrors[conflictField(error.message, sentDomain)] = error.message;
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) toast.error(error.message);
  };
  const create = useMutation(trpc.crm.companies.create.mutationOptions({ meta: { silent: true }, onSuccess: done, onError: failed }));
  const update = useMutation(trpc.crm.companies.update.mutationOptions({ meta: { silent: true }, onSuccess: done, onError: failed }));

  const set = <K extends keyof CompanyFormState>(key: K, value: CompanyFormState[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = companyInputFrom(values);
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    setSentDomain(checked.input.domain ?? null);
    if (checked.input.domain) setValues((v) => ({ ...v, domain: checked.input.domain ?? "" }));
    if (company) update.mutate({ id: company.id, patch: checked.input });
    else create.mutate(checked.input);
  }

  const customFields = fields.data ?? [];
  const customValue = (key: string) => values.custom[key] ?? (company ? companyFormFrom(company, customFields).custom[key] : null) ?? null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={company ? "Edit company" : "New company"}>
      <Field label="Company name" htmlFor="company-name" error={errors.name} required>
        <Input value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="organization" autoFocus />
      </Field>
      <Field label="Domain" htmlFor="company-domain" error={errors.domain} hint="The website's address, such as acme.com. Typed addresses are stored without https:// and www.">
        <Input value={values.domain} onChange={(e) => set("domain", e.target.value)} autoComplete="url" inputMode="url" spellCheck={false} placeholder="acme.com" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Industry" htmlFor="company-industry" error={errors.industry}>
          <Input value={values.industry} onChange={(e) => set("industry", e.target.value)} list="company-industries" autoComplete="off" />
        </Field>
        <datalist id="company-industries">
          {commonIndustries.map((i) => (
            <option key={i} value={i} />
          ))}
        </datalist>
        <Field label="Size" htmlFor="company-size" error={errors.size}>
          <Select value={values.size || NONE} onValueChange={(v) => set("size", v === NONE ? "" : (v as CompanyFormState["size"]))}>
            <SelectTrigger id="company-size" {...fieldAria("company-size", { error: errors.size })}>
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
        </Field>
      </div>
      <Field label="Owner" htmlFor="company-owner" error={errors.ownerId}>
        <Select value={values.ownerId || NONE} onValueChange={(v) => set("ownerId", v === NONE ? "" : v)}>
          <SelectTrigger id="company-owner" {...fieldAria("company-owner", { error: errors.ownerId })}>
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
      </Field>
      {customFields.map((f) => (
        <CustomFieldInput key={f.id} field={f} value={customValue(f.key)} onChange={(v) => setValues((s) => ({ ...s, custom: { ...s.custom, [f.key]: v } }))} error={errors[`custom.${f.key}`] ?? undefined} />
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {company ? "Save company" : "Add company"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SheetFooter } from "@/components/ui/sheet";
import { companyFiltersFormInput } from "../../contracts/companies.contracts";
import { companySizes } from "../../contracts/crm-enums";
import type { CrmMember } from "../../hooks/use-crm-workspace";
import { FiltersShell } from "../table/filters-shell";
import { filterCount } from "../table/view-state";
import type { CompanyTableFilters } from "./companies-table-state";
import { sizeLabels } from "./company-form-values";

const ANY = "any";

/** The companies table's filters: owner (or nobody), sizes and industry, applied when asked. */
export function CompanyFilters({
  value,
  onApply,
  members,
}: {
  value: CompanyTableFilters;
  onApply: (filters: CompanyTableFilters) => void;
  members: CrmMember[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <FiltersShell
      active={filterCount(value)}
      onClear={() => onApply({})}
      open={open}
      onOpenChange={setOpen}
      title="Filter companies"
      description="Show the companies that match all of these."
    >
      <FiltersForm value={value} members={members} onApply={(next) => (onApply(next), setOpen(false))} onCancel={() => setOpen(false)} />
    </FiltersShell>
  );
}

function FiltersForm({
  value,
  members,
  onApply,
  onCancel,
}: {
  value: CompanyTableFilters;
  members: CrmMember[];
  onApply: (f: CompanyTableFilters) => void;
  onCancel: () => void;
}) {
  const form = useContractForm(companyFiltersFormInput, {
    defaultValues: { ownerId: value.ownerId ?? "", sizes: value.sizes ?? [], industry: value.industry ?? "" },
  });
  const onSubmit = form.submit((filters) => onApply(filters));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Company filters">
      <FormField form={form} name="ownerId" label="Owner" htmlFor="company-filter-owner">
        <Controller
          control={form.control}
          name="ownerId"
          render={({ field }) => (
            <Select value={field.value || ANY} onValueChange={(v) => field.onChange(v === ANY ? "" : v)}>
              <SelectTrigger id="company-filter-owner" ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                <SelectItem value={ANY}>Anyone or nobody</SelectItem>
                <SelectItem value="none">Nobody</SelectItem>
                {members.map((m) => (
                  <SelectItem key={m.userId} value={m.userId}>
                    {m.name || m.email}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Size</legend>
        {companySizes.map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" value={s} {...form.register("sizes")} />
            {sizeLabels[s]}
          </label>
        ))}
      </fieldset>
      <FormField form={form} name="industry" label="Industry contains" htmlFor="company-filter-industry">
        <Input {...form.register("industry")} placeholder="e.g. software" maxLength={100} autoComplete="off" />
      </FormField>
      <FormRootError form={form} />
      <SheetFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={() => onApply({})}>
          Clear all
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Apply filters</Button>
        </div>
      </SheetFooter>
    </form>
  );
}

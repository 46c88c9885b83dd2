"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SheetFooter } from "@/components/ui/sheet";
import { companySizes } from "../../contracts/crm-enums";
import type { CrmMember } from "../deals/use-crm-access";
import { FiltersShell } from "../table/filters-shell";
import { filterCount } from "../table/view-state";
import type { CompanyTableFilters } from "./companies-table-state";
import { sizeLabels } from "./company-form-values";

const ANY = "any";

/** The companies table's filters: owner (or nobody), sizes and industry, applied when asked. */
export function CompanyFilters({ value, onApply, members }: { value: CompanyTableFilters; onApply: (filters: CompanyTableFilters) => void; members: CrmMember[] }) {
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

function FiltersForm({ value, members, onApply, onCancel }: { value: CompanyTableFilters; members: CrmMember[]; onApply: (f: CompanyTableFilters) => void; onCancel: () => void }) {
  const [ownerId, setOwnerId] = useState(value.ownerId ?? ANY);
  const [sizes, setSizes] = useState<string[]>(value.sizes ?? []);
  const [industry, setIndustry] = useState(value.industry ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      ownerId: ownerId === ANY ? undefined : (ownerId as CompanyTableFilters["ownerId"]),
      sizes: companySizes.filter((s) => sizes.includes(s)),
      industry: industry.trim() || undefined,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Company filters">
      <Field label="Owner" htmlFor="company-filter-owner">
        <Select value={ownerId} onValueChange={setOwnerId}>
          <SelectTrigger id="company-filter-owner">
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
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Size</legend>
        {companySizes.map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={sizes.includes(s)}
              onChange={(e) => setSizes((current) => (e.target.checked ? [...current, s] : current.filter((x) => x !== s)))}
            />
            {sizeLabels[s]}
          </label>
        ))}
      </fieldset>
      <Field label="Industry contains" htmlFor="company-filter-industry">
        <Input value={industry} onChange={(e) => setIndustry(e.target.value)} placeholder="e.g. software" maxLength={100} autoComplete="off" />
      </Field>
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

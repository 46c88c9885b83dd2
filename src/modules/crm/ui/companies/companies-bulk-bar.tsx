"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { FormRootError, ROOT_ERROR, useContractForm, useFieldError } from "@/components/ui/form";
import { bulkEditCompaniesFormInput, type CompanySelection } from "../../contracts/companies.contracts";
import { companySizes, type CompanySize } from "../../contracts/crm-enums";
import { useBulkDeleteCompanies, useBulkUpdateCompanies } from "../../hooks/use-companies";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { BulkBar, countOf } from "../table/bulk-bar";
import { bulkValue, ChoiceSelect, ChoiceText, CLEAR, KEEP } from "../table/choice-select";
import { selectedCount, type Selection } from "../table/selection";
import { sizeLabels } from "./company-form-values";

const companiesWord = (n: number) => countOf(n, "company", "companies");

/** The bulk actions on ticked companies: edit owner, industry and size; delete (admins), after a confirmation. */
export function CompaniesBulkBar({
  selection,
  input,
  total,
  loadedCount,
  pageAll,
  access,
  onSelectAll,
  onClear,
  onDone,
}: {
  selection: Selection;
  /** The `selection` input of the bulk procedures (picked ids, or the table's filter). */
  input: CompanySelection;
  total: number | undefined;
  loadedCount: number;
  pageAll: boolean;
  access: CrmWorkspace;
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => unknown;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const count = selectedCount(selection, total ?? 0);
  const remove = useBulkDeleteCompanies({ onSuccess: onDone });

  return (
    <BulkBar
      selection={selection}
      total={total}
      loadedCount={loadedCount}
      pageAll={pageAll}
      one="company"
      many="companies"
      onSelectAll={onSelectAll}
      onClear={onClear}
    >
      {access.canWrite && (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={count === 0}>
          <Pencil aria-hidden /> Edit
        </Button>
      )}
      {access.canDelete && (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDeleting(true)} disabled={count === 0}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      <Sheet open={editing} onOpenChange={setEditing}>
        <SheetContent className="w-full sm:max-w-md">
          <SheetHeader>
            <SheetTitle>Edit {companiesWord(count)}</SheetTitle>
            <SheetDescription>Only what you change is written; everything else stays as it is on each company.</SheetDescription>
          </SheetHeader>
          {editing && <BulkEditForm count={count} selection={input} access={access} onDone={() => (setEditing(false), onDone())} />}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${companiesWord(count)}?`}
        description="They are deleted for good, with their timelines. Their contacts and deals stay, no longer linked to them. This can't be undone."
        confirmLabel={`Delete ${companiesWord(count)}`}
        destructive
        onConfirm={() => remove.mutateAsync({ selection: input })}
      />
    </BulkBar>
  );
}

/** A bulk choice as its select shows it: keep (left out), clear (null) or a value. */
const choiceOf = (value: string | null | undefined) => (value === undefined ? KEEP : value === null ? CLEAR : value);

function BulkEditForm({ count, selection, access, onDone }: { count: number; selection: CompanySelection; access: CrmWorkspace; onDone: () => unknown }) {
  const form = useContractForm(bulkEditCompaniesFormInput, { defaultValues: {} });
  const save = useBulkUpdateCompanies({ meta: { silent: true }, onSuccess: onDone });
  const onSubmit = form.submit(async (set) => {
    if (Object.values(set).every((v) => v === undefined)) return form.setError(ROOT_ERROR, { type: "required", message: "Choose something to change." });
    await save.mutateAsync({ selection, set });
  });
  const industryError = useFieldError(form, "industry");

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
      <Controller
        control={form.control}
        name="ownerId"
        render={({ field }) => (
          <ChoiceSelect
            id="bulk-company-owner"
            label="Owner"
            value={choiceOf(field.value)}
            onChange={(c) => field.onChange(bulkValue(c))}
            clearLabel="No owner"
            options={access.members.map((m) => ({ value: m.userId, label: m.name || m.email }))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="industry"
        render={({ field }) => (
          <ChoiceText
            id="bulk-company-industry"
            label="Industry"
            clearLabel="No industry"
            value={field.value}
            onChange={field.onChange}
            placeholder="e.g. Software"
            maxLength={100}
            error={industryError}
          />
        )}
      />
      <Controller
        control={form.control}
        name="size"
        render={({ field }) => (
          <ChoiceSelect
            id="bulk-company-size"
            label="Size"
            value={choiceOf(field.value)}
            onChange={(c) => field.onChange(bulkValue(c) as CompanySize | null | undefined)}
            clearLabel="No size"
            options={companySizes.map((s) => ({ value: s, label: sizeLabels[s] }))}
          />
        )}
      />
      <FormRootError form={form} />
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Apply to {companiesWord(count)}
        </Button>
      </SheetFooter>
    </form>
  );
}

"use client";

import { Controller } from "react-hook-form";
import { ROOT_ERROR, useContractForm, useFieldError } from "@/components/ui/form";
import { bulkEditCompaniesFormInput, type CompanySelection } from "../../contracts/companies.contracts";
import { companySizes, type CompanySize } from "../../contracts/crm-enums";
import { useBulkDeleteCompanies, useBulkUpdateCompanies } from "../../hooks/use-companies";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { countOf } from "../table/bulk-bar";
import { bulkValue, ChoiceSelect, ChoiceText, choiceOf } from "../table/choice-select";
import { BulkEditFrame, changesNothing, NOTHING_CHOSEN, RecordBulkBar, type RecordBulkProps } from "../table/record-bulk-bar";
import { sizeLabels } from "./company-form-values";

/** The bulk actions on ticked companies: edit owner, industry and size; delete (admins), after a confirmation. */
export function CompaniesBulkBar({
  input,
  access,
  ...bar
}: RecordBulkProps & {
  /** The `selection` input of the bulk procedures (picked ids, or the table's filter). */
  input: CompanySelection;
  access: CrmWorkspace;
}) {
  const remove = useBulkDeleteCompanies({ onSuccess: bar.onDone });
  return (
    <RecordBulkBar
      {...bar}
      access={access}
      one="company"
      many="companies"
      editDescription="Only what you change is written; everything else stays as it is on each company."
      deleteDescription="They are deleted for good, with their timelines. Their contacts and deals stay, no longer linked to them. This can't be undone."
      editForm={(count, done) => <BulkEditForm count={count} selection={input} access={access} onDone={done} />}
      onDelete={() => remove.mutateAsync({ selection: input })}
    />
  );
}

function BulkEditForm({ count, selection, access, onDone }: { count: number; selection: CompanySelection; access: CrmWorkspace; onDone: () => unknown }) {
  const form = useContractForm(bulkEditCompaniesFormInput, { defaultValues: {} });
  const save = useBulkUpdateCompanies({ meta: { silent: true }, onSuccess: onDone });
  const onSubmit = form.submit(async (set) => {
    if (changesNothing(set)) return form.setError(ROOT_ERROR, NOTHING_CHOSEN);
    await save.mutateAsync({ selection, set });
  });
  const industryError = useFieldError(form, "industry");

  return (
    <BulkEditFrame form={form} onSubmit={onSubmit} applyTo={countOf(count, "company", "companies")}>
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
    </BulkEditFrame>
  );
}

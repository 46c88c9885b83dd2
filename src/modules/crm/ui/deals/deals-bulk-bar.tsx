"use client";

import { Controller } from "react-hook-form";
import { ROOT_ERROR, useContractForm, useFieldError } from "@/components/ui/form";
import { bulkEditDealsFormInput, type DealSelection } from "../../contracts/deals.contracts";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { useBulkDeleteDeals, useBulkUpdateDeals } from "../../hooks/use-deals";
import { countOf } from "../table/bulk-bar";
import { bulkValue, ChoiceSelect, ChoiceText, choiceOf } from "../table/choice-select";
import { BulkEditFrame, changesNothing, NOTHING_CHOSEN, RecordBulkBar, type RecordBulkProps } from "../table/record-bulk-bar";
import type { Pipeline } from "./types";

/** The bulk actions on ticked deals: edit owner, stage and close date; delete (admins), after a confirmation. */
export function DealsBulkBar({
  input,
  pipeline,
  access,
  ...bar
}: RecordBulkProps & {
  /** The `selection` input of the bulk procedures (picked ids, or the list's filter). */
  input: DealSelection;
  /** The pipeline the list shows: its stages are the ones offered. */
  pipeline: Pipeline;
  access: CrmWorkspace;
}) {
  const remove = useBulkDeleteDeals({ onSuccess: bar.onDone });
  return (
    <RecordBulkBar
      {...bar}
      access={access}
      one="deal"
      many="deals"
      editDescription="Only what you change is written; everything else stays as it is on each deal. A new stage is noted on each deal's timeline."
      deleteDescription="They are deleted for good, with their timelines and contact links. Their contacts and companies stay. This can't be undone."
      editForm={(count, done) => <BulkEditForm count={count} selection={input} pipeline={pipeline} access={access} onDone={done} />}
      onDelete={() => remove.mutateAsync({ selection: input })}
    />
  );
}

function BulkEditForm({
  count,
  selection,
  pipeline,
  access,
  onDone,
}: {
  count: number;
  selection: DealSelection;
  pipeline: Pipeline;
  access: CrmWorkspace;
  onDone: () => unknown;
}) {
  const form = useContractForm(bulkEditDealsFormInput, { defaultValues: {} });
  const save = useBulkUpdateDeals({ meta: { silent: true }, onSuccess: onDone });
  const onSubmit = form.submit(async (set) => {
    if (changesNothing(set)) return form.setError(ROOT_ERROR, NOTHING_CHOSEN);
    await save.mutateAsync({ selection, set });
  });
  const closeDateError = useFieldError(form, "closeDate");

  return (
    <BulkEditFrame form={form} onSubmit={onSubmit} applyTo={countOf(count, "deal", "deals")}>
      <Controller
        control={form.control}
        name="stageId"
        render={({ field }) => (
          <ChoiceSelect
            id="bulk-deal-stage"
            label="Stage"
            value={choiceOf(field.value)}
            onChange={(c) => field.onChange(bulkValue(c) ?? undefined)}
            options={pipeline.stages.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ownerId"
        render={({ field }) => (
          <ChoiceSelect
            id="bulk-deal-owner"
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
        name="closeDate"
        render={({ field }) => (
          <ChoiceText
            id="bulk-deal-close"
            label="Close date"
            type="date"
            clearLabel="No close date"
            value={field.value}
            onChange={field.onChange}
            error={closeDateError}
          />
        )}
      />
    </BulkEditFrame>
  );
}

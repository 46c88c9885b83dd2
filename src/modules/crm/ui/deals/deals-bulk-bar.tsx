"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormRootError, ROOT_ERROR, useContractForm, useFieldError } from "@/components/ui/form";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { bulkEditDealsFormInput, type DealSelection } from "../../contracts/deals.contracts";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { useBulkDeleteDeals, useBulkUpdateDeals } from "../../hooks/use-deals";
import { BulkBar, countOf } from "../table/bulk-bar";
import { bulkValue, ChoiceSelect, ChoiceText, CLEAR, KEEP } from "../table/choice-select";
import { selectedCount, type Selection } from "../table/selection";
import type { Pipeline } from "./types";

const dealsWord = (n: number) => countOf(n, "deal", "deals");

/** The bulk actions on ticked deals: edit owner, stage and close date; delete (admins), after a confirmation. */
export function DealsBulkBar({
  selection,
  input,
  pipeline,
  total,
  loadedCount,
  pageAll,
  access,
  onSelectAll,
  onClear,
  onDone,
}: {
  selection: Selection;
  /** The `selection` input of the bulk procedures (picked ids, or the list's filter). */
  input: DealSelection;
  /** The pipeline the list shows: its stages are the ones offered. */
  pipeline: Pipeline;
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
  const remove = useBulkDeleteDeals({ onSuccess: onDone });

  return (
    <BulkBar
      selection={selection}
      total={total}
      loadedCount={loadedCount}
      pageAll={pageAll}
      one="deal"
      many="deals"
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
            <SheetTitle>Edit {dealsWord(count)}</SheetTitle>
            <SheetDescription>
              Only what you change is written; everything else stays as it is on each deal. A new stage is noted on each deal&apos;s timeline.
            </SheetDescription>
          </SheetHeader>
          {editing && <BulkEditForm count={count} selection={input} pipeline={pipeline} access={access} onDone={() => (setEditing(false), onDone())} />}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${dealsWord(count)}?`}
        description="They are deleted for good, with their timelines and contact links. Their contacts and companies stay. This can't be undone."
        confirmLabel={`Delete ${dealsWord(count)}`}
        destructive
        onConfirm={() => remove.mutateAsync({ selection: input })}
      />
    </BulkBar>
  );
}

/** A bulk choice as its select shows it: keep (left out), clear (null) or a value. */
const choiceOf = (value: string | null | undefined) => (value === undefined ? KEEP : value === null ? CLEAR : value);

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
    if (Object.values(set).every((v) => v === undefined)) return form.setError(ROOT_ERROR, { type: "required", message: "Choose something to change." });
    await save.mutateAsync({ selection, set });
  });
  const closeDateError = useFieldError(form, "closeDate");

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
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
      <FormRootError form={form} />
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Apply to {dealsWord(count)}
        </Button>
      </SheetFooter>
    </form>
  );
}

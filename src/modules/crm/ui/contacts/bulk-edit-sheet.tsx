"use client";

import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { bulkUpdateInput, type ContactSelection } from "../../contracts/contacts.contracts";
import { useBulkUpdateContacts } from "../../hooks/use-contacts";
import { bulkValue, ChoiceSelect, CLEAR, KEEP } from "../table/choice-select";
import { TagsInput } from "./tags-input";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { formatCount } from "@/lib/format";

/** Edits many contacts at once: stage, status, owner, tags to add and to remove. */
export function BulkEditSheet({
  open,
  onOpenChange,
  count,
  selection,
  crm,
  onDone,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  count: number;
  selection: ContactSelection;
  crm: CrmWorkspace;
  onDone: () => Promise<unknown>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>
            Edit {formatCount(count)} {count === 1 ? "contact" : "contacts"}
          </SheetTitle>
          <SheetDescription>Only what you change is written; everything else stays as it is on each contact.</SheetDescription>
        </SheetHeader>
        {open && <BulkEditForm count={count} selection={selection} crm={crm} onDone={async () => (onOpenChange(false), await onDone())} />}
      </SheetContent>
    </Sheet>
  );
}

/** A bulk field's value as its choice ("don't change", "clear", or the value). */
const choiceOf = (value: string | null | undefined) => (value === undefined ? KEEP : value === null ? CLEAR : value);

function BulkEditForm({ count, selection, crm, onDone }: { count: number; selection: ContactSelection; crm: CrmWorkspace; onDone: () => Promise<unknown> }) {
  const save = useBulkUpdateContacts({ meta: { silent: true }, onSuccess: onDone });
  const form = useContractForm(bulkUpdateInput, { defaultValues: { selection, set: {}, addTags: [], removeTags: [] } });
  const [set, addTags, removeTags] = form.watch(["set", "addTags", "removeTags"]);
  const choose = (key: "lifecycleStage" | "leadStatus" | "ownerId") => (choice: string) => form.setValue(`set.${key}`, bulkValue(choice));
  const onSubmit = form.submit(async (input) => {
    const nothing = Object.values(input.set).every((v) => v === undefined) && input.addTags.length === 0 && input.removeTags.length === 0;
    if (nothing) throw new Error("Choose something to change.");
    await save.mutateAsync(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
      <ChoiceSelect
        id="bulk-stage"
        label="Lifecycle stage"
        value={choiceOf(set?.lifecycleStage)}
        onChange={choose("lifecycleStage")}
        clearLabel="No stage"
        options={crm.stages.map((s) => ({ value: s.key, label: s.label }))}
      />
      <ChoiceSelect
        id="bulk-status"
        label="Lead status"
        value={choiceOf(set?.leadStatus)}
        onChange={choose("leadStatus")}
        clearLabel="No status"
        options={crm.statuses.map((s) => ({ value: s.key, label: s.label }))}
      />
      <ChoiceSelect
        id="bulk-owner"
        label="Owner"
        value={choiceOf(set?.ownerId)}
        onChange={choose("ownerId")}
        clearLabel="No owner"
        options={crm.members.map((m) => ({ value: m.userId, label: m.name || m.email }))}
      />
      <FormField form={form} name="addTags" label="Add tags" htmlFor="bulk-add-tags">
        <TagsInput id="bulk-add-tags" label="Add tags" value={addTags ?? []} onChange={(tags) => form.setValue("addTags", tags)} />
      </FormField>
      <FormField form={form} name="removeTags" label="Remove tags" htmlFor="bulk-remove-tags">
        <TagsInput id="bulk-remove-tags" label="Remove tags" value={removeTags ?? []} onChange={(tags) => form.setValue("removeTags", tags)} />
      </FormField>
      <FormRootError form={form} />
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Apply to {formatCount(count)} {count === 1 ? "contact" : "contacts"}
        </Button>
      </SheetFooter>
    </form>
  );
}

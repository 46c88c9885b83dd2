"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { BulkUpdateInput, ContactSelection } from "../../contracts/contacts.contracts";
import { bulkValue, ChoiceSelect, KEEP } from "../table/choice-select";
import { TagsInput } from "./tags-input";
import type { ContactVocab } from "./use-contact-vocab";
import { formatCount } from "@/lib/format";

/** Edits many contacts at once: stage, status, owner, tags to add and to remove. */
export function BulkEditSheet({ open, onOpenChange, count, selection, vocab, onDone }: { open: boolean; onOpenChange: (o: boolean) => void; count: number; selection: ContactSelection; vocab: ContactVocab; onDone: () => Promise<unknown> }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Edit {formatCount(count)} {count === 1 ? "contact" : "contacts"}</SheetTitle>
          <SheetDescription>Only what you change is written; everything else stays as it is on each contact.</SheetDescription>
        </SheetHeader>
        {open && <BulkEditForm count={count} selection={selection} vocab={vocab} onDone={async () => (onOpenChange(false), await onDone())} />}
      </SheetContent>
    </Sheet>
  );
}

function BulkEditForm({ count, selection, vocab, onDone }: { count: number; selection: ContactSelection; vocab: ContactVocab; onDone: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const [stage, setStage] = useState(KEEP);
  const [status, setStatus] = useState(KEEP);
  const [owner, setOwner] = useState(KEEP);
  const [addTags, setAddTags] = useState<string[]>([]);
  const [removeTags, setRemoveTags] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.crm.contacts.bulkUpdate.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ updated }) => {
        toast.success(`${formatCount(updated)} ${updated === 1 ? "contact" : "contacts"} updated.`);
        await onDone();
      },
      onError: (error) => setProblem(error.message),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: BulkUpdateInput = {
      selection,
      set: { lifecycleStage: bulkValue(stage), leadStatus: bulkValue(status), ownerId: bulkValue(owner) },
      addTags,
      removeTags,
    };
    const nothing = Object.values(input.set).every((v) => v === undefined) && addTags.length === 0 && removeTags.length === 0;
    if (nothing) return setProblem("Choose something to change.");
    setProblem(null);
    save.mutate(input);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
      <ChoiceSelect id="bulk-stage" label="Lifecycle stage" value={stage} onChange={setStage} clearLabel="No stage" options={vocab.stages.map((s) => ({ value: s.key, label: s.label }))} />
      <ChoiceSelect id="bulk-status" label="Lead status" value={status} onChange={setStatus} clearLabel="No status" options={vocab.statuses.map((s) => ({ value: s.key, label: s.label }))} />
      <ChoiceSelect id="bulk-owner" label="Owner" value={owner} onChange={setOwner} clearLabel="No owner" options={vocab.members.map((m) => ({ value: m.userId, label: m.name || m.email }))} />
      <Field label="Add tags" htmlFor="bulk-add-tags">
        <TagsInput id="bulk-add-tags" label="Add tags" value={addTags} onChange={setAddTags} />
      </Field>
      <Field label="Remove tags" htmlFor="bulk-remove-tags">
        <TagsInput id="bulk-remove-tags" label="Remove tags" value={removeTags} onChange={setRemoveTags} />
      </Field>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={save.isPending}>
          Apply to {formatCount(count)} {count === 1 ? "contact" : "contacts"}
        </Button>
      </SheetFooter>
    </form>
  );
}

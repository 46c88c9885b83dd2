"use client";

import { useMutation } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { BulkUpdateDealsInput, DealSelection } from "../../contracts/deals.contracts";
import { BulkBar, countOf } from "../table/bulk-bar";
import { bulkValue, ChoiceSelect, ChoiceText, KEEP } from "../table/choice-select";
import { selectedCount, type Selection } from "../table/selection";
import type { Pipeline } from "./types";
import type { CrmAccess } from "./use-crm-access";

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
  access: CrmAccess;
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const count = selectedCount(selection, total ?? 0);
  const remove = useMutation(trpc.crm.deals.bulkDelete.mutationOptions());

  return (
    <BulkBar selection={selection} total={total} loadedCount={loadedCount} pageAll={pageAll} one="deal" many="deals" onSelectAll={onSelectAll} onClear={onClear}>
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
            <SheetDescription>Only what you change is written; everything else stays as it is on each deal. A new stage is noted on each deal&apos;s timeline.</SheetDescription>
          </SheetHeader>
          {editing && <BulkEditForm count={count} selection={input} pipeline={pipeline} access={access} onDone={async () => (setEditing(false), await onDone())} />}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${dealsWord(count)}?`}
        description="They are deleted for good, with their timelines and contact links. Their contacts and companies stay. This can't be undone."
        confirmLabel={`Delete ${dealsWord(count)}`}
        destructive
        onConfirm={async () => {
          const { deleted } = await remove.mutateAsync({ selection: input });
          toast.success(`${dealsWord(deleted)} deleted.`);
          await onDone();
        }}
      />
    </BulkBar>
  );
}

function BulkEditForm({ count, selection, pipeline, access, onDone }: { count: number; selection: DealSelection; pipeline: Pipeline; access: CrmAccess; onDone: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const [owner, setOwner] = useState(KEEP);
  const [stage, setStage] = useState(KEEP);
  const [closeDate, setCloseDate] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.crm.deals.bulkUpdate.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ updated }) => {
        toast.success(`${dealsWord(updated)} updated.`);
        await onDone();
      },
      onError: (error) => setProblem(error.message),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (closeDate === "") return setProblem("Pick the new close date, or choose “No close date”.");
    const set: BulkUpdateDealsInput["set"] = { ownerId: bulkValue(owner), stageId: bulkValue(stage) ?? undefined, closeDate };
    if (Object.values(set).every((v) => v === undefined)) return setProblem("Choose something to change.");
    setProblem(null);
    save.mutate({ selection, set });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
      <ChoiceSelect id="bulk-deal-stage" label="Stage" value={stage} onChange={setStage} options={pipeline.stages.map((s) => ({ value: s.id, label: s.name }))} />
      <ChoiceSelect id="bulk-deal-owner" label="Owner" value={owner} onChange={setOwner} clearLabel="No owner" options={access.members.map((m) => ({ value: m.userId, label: m.name || m.email }))} />
      <ChoiceText id="bulk-deal-close" label="Close date" type="date" clearLabel="No close date" value={closeDate} onChange={setCloseDate} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={save.isPending}>
          Apply to {dealsWord(count)}
        </Button>
      </SheetFooter>
    </form>
  );
}

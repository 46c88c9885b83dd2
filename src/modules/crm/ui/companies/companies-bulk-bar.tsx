"use client";

import { useMutation } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { BulkUpdateCompaniesInput, CompanySelection } from "../../contracts/companies.contracts";
import { companySizes, type CompanySize } from "../../contracts/crm-enums";
import type { CrmAccess } from "../deals/use-crm-access";
import { BulkBar, countOf } from "../table/bulk-bar";
import { bulkValue, ChoiceSelect, ChoiceText, KEEP } from "../table/choice-select";
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
  access: CrmAccess;
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const count = selectedCount(selection, total ?? 0);
  const remove = useMutation(trpc.crm.companies.bulkDelete.mutationOptions());

  return (
    <BulkBar selection={selection} total={total} loadedCount={loadedCount} pageAll={pageAll} one="company" many="companies" onSelectAll={onSelectAll} onClear={onClear}>
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
          {editing && <BulkEditForm count={count} selection={input} access={access} onDone={async () => (setEditing(false), await onDone())} />}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${companiesWord(count)}?`}
        description="They are deleted for good, with their timelines. Their contacts and deals stay, no longer linked to them. This can't be undone."
        confirmLabel={`Delete ${companiesWord(count)}`}
        destructive
        onConfirm={async () => {
          const { deleted } = await remove.mutateAsync({ selection: input });
          toast.success(`${companiesWord(deleted)} deleted.`);
          await onDone();
        }}
      />
    </BulkBar>
  );
}

function BulkEditForm({ count, selection, access, onDone }: { count: number; selection: CompanySelection; access: CrmAccess; onDone: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const [owner, setOwner] = useState(KEEP);
  const [size, setSize] = useState(KEEP);
  const [industry, setIndustry] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.crm.companies.bulkUpdate.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ updated }) => {
        toast.success(`${companiesWord(updated)} updated.`);
        await onDone();
      },
      onError: (error) => setProblem(error.message),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (industry !== undefined && industry !== null && industry.trim() === "") return setProblem("Type the new industry, or choose “No industry”.");
    const set: BulkUpdateCompaniesInput["set"] = { ownerId: bulkValue(owner), size: bulkValue(size) as CompanySize | null | undefined, industry };
    if (Object.values(set).every((v) => v === undefined)) return setProblem("Choose something to change.");
    setProblem(null);
    save.mutate({ selection, set });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
      <ChoiceSelect id="bulk-company-owner" label="Owner" value={owner} onChange={setOwner} clearLabel="No owner" options={access.members.map((m) => ({ value: m.userId, label: m.name || m.email }))} />
      <ChoiceText id="bulk-company-industry" label="Industry" clearLabel="No industry" value={industry} onChange={setIndustry} placeholder="e.g. Software" maxLength={100} />
      <ChoiceSelect id="bulk-company-size" label="Size" value={size} onChange={setSize} clearLabel="No size" options={companySizes.map((s) => ({ value: s, label: sizeLabels[s] }))} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={save.isPending}>
          Apply to {companiesWord(count)}
        </Button>
      </SheetFooter>
    </form>
  );
}

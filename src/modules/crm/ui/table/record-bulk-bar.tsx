"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormRootError } from "@/components/ui/form";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { BulkBar, countOf } from "./bulk-bar";
import { selectedCount, type Selection } from "./selection";

/** What the companies' and deals' bulk bars share: the ticked rows, the table they are in, the role. */
export type RecordBulkProps = {
  selection: Selection;
  total: number | undefined;
  loadedCount: number;
  pageAll: boolean;
  access: { canWrite: boolean; canDelete: boolean };
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => unknown;
};

/**
 * The bulk actions on ticked records (companies, deals): Edit opens a sheet with the record's bulk
 * form (`editForm`, given the count and what to call when it is done), Delete (admins) asks first.
 */
export function RecordBulkBar({
  one,
  many,
  editDescription,
  deleteDescription,
  editForm,
  onDelete,
  ...bar
}: RecordBulkProps & {
  /** The record, singular and plural ("deal", "deals"). */
  one: string;
  many: string;
  editDescription: string;
  deleteDescription: string;
  editForm: (count: number, done: () => void) => ReactNode;
  onDelete: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const count = selectedCount(bar.selection, bar.total ?? 0);
  const words = countOf(count, one, many);

  return (
    <BulkBar
      selection={bar.selection}
      total={bar.total}
      loadedCount={bar.loadedCount}
      pageAll={bar.pageAll}
      one={one}
      many={many}
      onSelectAll={bar.onSelectAll}
      onClear={bar.onClear}
    >
      {bar.access.canWrite && (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={count === 0}>
          <Pencil aria-hidden /> Edit
        </Button>
      )}
      {bar.access.canDelete && (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDeleting(true)} disabled={count === 0}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      <Sheet open={editing} onOpenChange={setEditing}>
        <SheetContent className="w-full sm:max-w-md">
          <SheetHeader>
            <SheetTitle>Edit {words}</SheetTitle>
            <SheetDescription>{editDescription}</SheetDescription>
          </SheetHeader>
          {editing && editForm(count, () => (setEditing(false), bar.onDone()))}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${words}?`}
        description={deleteDescription}
        confirmLabel={`Delete ${words}`}
        destructive
        onConfirm={onDelete}
      />
    </BulkBar>
  );
}

/** A bulk edit form's frame: its choices (`children`), the form's own message, "Apply to 3 deals". */
export function BulkEditFrame<T extends FieldValues>({
  form,
  onSubmit,
  applyTo,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type
  form: Pick<UseFormReturn<T, any, any>, "control" | "formState">;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** "3 deals". */
  applyTo: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-4" aria-label="Bulk edit">
      {children}
      <FormRootError form={form} />
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Apply to {applyTo}
        </Button>
      </SheetFooter>
    </form>
  );
}

/** Whether a bulk form's values change nothing (every choice left at "keep"). */
export const changesNothing = (set: Record<string, unknown>) => Object.values(set).every((v) => v === undefined);

/** The message of a bulk form submitted without a change. */
export const NOTHING_CHOSEN = { type: "required", message: "Choose something to change." } as const;

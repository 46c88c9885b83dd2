"use client";

import { ListPlus, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useBulkDeleteContacts } from "../../hooks/use-contacts";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { BulkBar as BulkBarShell, countOf } from "../table/bulk-bar";
import { AddToListDialog } from "./add-to-list-dialog";
import { BulkEditSheet } from "./bulk-edit-sheet";
import { selectedCount, selectionInput, type Selection } from "./table-state";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";

const contactsWord = (n: number) => countOf(n, "contact", "contacts");

/**
 * Shown while contacts are ticked: how many, "select all N matching" (the whole filter), and the bulk
 * actions the role allows. `onDone` runs after an action changed contacts.
 */
export function BulkBar({
  selection,
  total,
  loadedCount,
  pageAll,
  rules,
  search,
  crm,
  onSelectAll,
  onClear,
  onDone,
}: {
  selection: Selection;
  total: number | undefined;
  loadedCount: number;
  pageAll: boolean;
  rules: SegmentRules;
  search: string;
  crm: CrmWorkspace;
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [listing, setListing] = useState(false);
  const count = selectedCount(selection, total ?? 0);
  const remove = useBulkDeleteContacts({ onSuccess: onDone });

  return (
    <BulkBarShell
      selection={selection}
      total={total}
      loadedCount={loadedCount}
      pageAll={pageAll}
      one="contact"
      many="contacts"
      onSelectAll={onSelectAll}
      onClear={onClear}
    >
      {crm.allowed("crm.write") && (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={count === 0}>
          <Pencil aria-hidden /> Edit
        </Button>
      )}
      {crm.allowed("crm.write") && (
        <Button size="sm" variant="outline" onClick={() => setListing(true)} disabled={count === 0}>
          <ListPlus aria-hidden /> Add to list
        </Button>
      )}
      {crm.allowed("crm.delete") && (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDeleting(true)} disabled={count === 0}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      <BulkEditSheet open={editing} onOpenChange={setEditing} count={count} selection={selectionInput(selection, rules, search)} crm={crm} onDone={onDone} />
      <AddToListDialog open={listing} onOpenChange={setListing} count={count} selection={selectionInput(selection, rules, search)} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${contactsWord(count)}?`}
        description="They are deleted for good, with their timelines, list memberships and deal links. This can't be undone. To honour a person's erasure request and keep their address suppressed, use “Erase personal data” on the contact instead."
        confirmLabel={`Delete ${contactsWord(count)}`}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync({ selection: selectionInput(selection, rules, search) });
        }}
      />
    </BulkBarShell>
  );
}

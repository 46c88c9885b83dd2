"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { addToListFormInput, type ContactSelection } from "../../contracts/contacts.contracts";
import { useAddContactsToList, useStaticLists } from "../../hooks/use-contacts";
import { formatCount } from "@/lib/format";

/** Adds the selected contacts (picked ids or the whole filter) to a static list. */
export function AddToListDialog({
  open,
  onOpenChange,
  count,
  selection,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  count: number;
  selection: ContactSelection;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <AddToListForm count={count} selection={selection} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function AddToListForm({ count, selection, onDone }: { count: number; selection: ContactSelection; onDone: () => void }) {
  const lists = useStaticLists();
  const add = useAddContactsToList((listId) => lists.data?.find((l) => l.id === listId)?.name ?? "the list", { meta: { silent: true }, onSuccess: onDone });
  const form = useContractForm(addToListFormInput, { defaultValues: { listId: "", selection } });
  const listId = form.watch("listId");
  const onSubmit = form.submit((input) => add.mutateAsync(input));
  const options = lists.data ?? [];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>
          Add {formatCount(count)} {count === 1 ? "contact" : "contacts"} to a list
        </DialogTitle>
        <DialogDescription>Static lists keep the people you put in them. Segments fill themselves from their rules.</DialogDescription>
      </DialogHeader>
      {lists.isSuccess && options.length === 0 ? (
        <p className="text-sm text-muted-foreground">There is no static list yet. Create one on the Lists tab first.</p>
      ) : (
        <FormField form={form} name="listId" label="List" htmlFor="add-to-list">
          <Select value={listId} onValueChange={(v) => form.setValue("listId", v, { shouldValidate: form.formState.isSubmitted })} disabled={lists.isPending}>
            <SelectTrigger id="add-to-list">
              <SelectValue placeholder={lists.isPending ? "Loading lists…" : "Choose a list"} />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {options.map((l) => (
                <SelectItem key={l.id} value={l.id}>
                  {l.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
      <FormRootError form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={options.length === 0}>
          Add to list
        </Button>
      </DialogFooter>
    </form>
  );
}

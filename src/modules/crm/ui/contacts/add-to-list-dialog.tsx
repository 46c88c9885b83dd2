"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { ContactSelection } from "../../contracts/contacts.contracts";
import { formatCount } from "@/lib/format";

/** Adds the selected contacts (picked ids or the whole filter) to a static list. */
export function AddToListDialog({ open, onOpenChange, count, selection }: { open: boolean; onOpenChange: (o: boolean) => void; count: number; selection: ContactSelection }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <AddToListForm count={count} selection={selection} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function AddToListForm({ count, selection, onDone }: { count: number; selection: ContactSelection; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = useQuery(trpc.crm.lists.list.queryOptions({ kind: "static" }));
  const [listId, setListId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation(
    trpc.crm.lists.addContacts.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ added }) => {
        const name = lists.data?.find((l) => l.id === listId)?.name ?? "the list";
        toast.success(added === 0 ? `They were all in “${name}” already.` : `${formatCount(added)} added to “${name}”.`);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.lists.pathKey() });
        onDone();
      },
      onError: (error) => setProblem(error.message),
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!listId) return setProblem("Choose a list");
    add.mutate("ids" in selection ? { listId, contactIds: selection.ids } : { listId, rules: selection.rules, search: selection.search });
  };
  const options = lists.data ?? [];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>
          Add {formatCount(count)} {count === 1 ? "contact" : "contacts"} to a list
        </DialogTitle>
        <DialogDescription>Static lists keep the people you put in them. Segments fill themselves from their rules.</DialogDescription>
      </DialogHeader>
      {lists.isSuccess && options.length === 0 ? (
        <p className="text-sm text-muted-foreground">There is no static list yet. Create one on the Lists tab first.</p>
      ) : (
        <Field label="List" htmlFor="add-to-list" error={problem}>
          <Select value={listId} onValueChange={(v) => (setListId(v), setProblem(null))} disabled={lists.isPending}>
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
        </Field>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending} disabled={options.length === 0}>
          Add to list
        </Button>
      </DialogFooter>
    </form>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ListKind } from "../../contracts/crm-enums";
import { createListInput } from "../../contracts/lists.contracts";
import { useCreateList, useUpdateList } from "../../hooks/use-lists";

export type ListFormTarget = { mode: "create"; kind: ListKind } | { mode: "edit"; id: string; kind: ListKind; name: string; description: string | null };

/** Creates a static list or a segment, or renames one and edits its description. */
export function ListFormDialog({ target, onClose, onSaved }: { target: ListFormTarget | null; onClose: () => void; onSaved: (id: string) => void }) {
  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target && <ListForm key={target.mode === "edit" ? target.id : target.kind} target={target} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function ListForm({ target, onClose, onSaved }: { target: ListFormTarget; onClose: () => void; onSaved: (id: string) => void }) {
  const form = useContractForm(createListInput, {
    defaultValues: {
      name: target.mode === "edit" ? target.name : "",
      description: target.mode === "edit" ? (target.description ?? "") : "",
      kind: target.kind,
    },
  });
  const saved = { meta: { silent: true }, onSuccess: (list: { id: string }) => onSaved(list.id) };
  const create = useCreateList(saved);
  const update = useUpdateList(saved);
  const onSubmit = form.submit(async (input) => {
    try {
      if (target.mode === "create") await create.mutateAsync({ name: input.name, description: input.description ?? undefined, kind: target.kind });
      else await update.mutateAsync({ id: target.id, name: input.name, description: input.description ?? "" });
    } catch (error) {
      // A name another list already has.
      const { message, data } = error as { message: string; data?: { code?: string } | null };
      if (data?.code !== "CONFLICT") throw error;
      form.setError("name", { type: "server", message }, { shouldFocus: true });
    }
  });
  const segment = target.kind === "segment";
  const what = segment ? "segment" : "list";
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{target.mode === "create" ? `New ${segment ? "segment" : "static list"}` : `Rename ${what}`}</DialogTitle>
        <DialogDescription>
          {segment
            ? "A segment fills itself: everyone its rules match, kept up to date as contacts change."
            : "A static list keeps exactly the contacts you add to it, by hand, selection or import."}
        </DialogDescription>
      </DialogHeader>
      <FormField form={form} name="name" label="Name" htmlFor="list-name" required>
        <Input {...form.register("name")} maxLength={100} autoFocus autoComplete="off" />
      </FormField>
      <FormField form={form} name="description" label="Description" htmlFor="list-description" hint="Optional: what it's for.">
        <Textarea rows={2} {...form.register("description")} maxLength={500} />
      </FormField>
      <FormRootError form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {target.mode === "create" ? `Create ${what}` : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

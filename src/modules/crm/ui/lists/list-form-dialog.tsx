"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import type { ListKind } from "../../contracts/crm-enums";
import { createListInput } from "../../contracts/lists.contracts";

export type ListFormTarget = { mode: "create"; kind: ListKind } | { mode: "edit"; id: string; kind: ListKind; name: string; description: string | null };

/** Creates a static list or a segment, or renames one and edits its description. */
export function ListFormDialog({ target, onClose, onSaved }: { target: ListFormTarget | null; onClose: () => void; onSaved: (id: string) => void }) {
  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{target && <ListForm key={target.mode === "edit" ? target.id : target.kind} target={target} onClose={onClose} onSaved={onSaved} />}</DialogContent>
    </Dialog>
  );
}

function ListForm({ target, onClose, onSaved }: { target: ListFormTarget; onClose: () => void; onSaved: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(target.mode === "edit" ? target.name : "");
  const [description, setDescription] = useState(target.mode === "edit" ? (target.description ?? "") : "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const segment = target.kind === "segment";
  const done = async (id: string, message: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.crm.lists.pathKey() });
    toast.success(message);
    onSaved(id);
  };
  const onError = (error: { message: string; data?: { code?: string } | null }) => {
    const fields = serverFieldErrors(error);
    if (error.data?.code === "CONFLICT") fields.name = error.message;
    setErrors(fields);
    if (Object.keys(fields).length === 0) toast.error(error.message);
  };
  const create = useMutation(trpc.crm.lists.create.mutationOptions({ meta: { silent: true }, onSuccess: (l) => done(l.id, `“${l.name}” created.`), onError }));
  const update = useMutation(trpc.crm.lists.update.mutationOptions({ meta: { silent: true }, onSuccess: (l) => done(l.id, `“${l.name}” saved.`), onError }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(createListInput, { name, description, kind: target.kind });
    if (checked.errors) return setErrors(checked.errors);
    if (target.mode === "create") create.mutate({ name: checked.data.name, description: checked.data.description ?? undefined, kind: target.kind });
    else update.mutate({ id: target.id, name: checked.data.name, description: checked.data.description ?? "" });
  };
  const what = segment ? "segment" : "list";
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{target.mode === "create" ? `New ${segment ? "segment" : "static list"}` : `Rename ${what}`}</DialogTitle>
        <DialogDescription>
          {segment ? "A segment fills itself: everyone its rules match, kept up to date as contacts change." : "A static list keeps exactly the contacts you add to it, by hand, selection or import."}
        </DialogDescription>
      </DialogHeader>
      <Field label="Name" htmlFor="list-name" error={errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus autoComplete="off" />
      </Field>
      <Field label="Description" htmlFor="list-description" error={errors.description} hint="Optional: what it's for.">
        <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {target.mode === "create" ? `Create ${what}` : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

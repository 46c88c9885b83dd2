"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { savedViewInput } from "../../contracts/settings.contracts";
import type { CrmObject } from "../../contracts/crm-enums";
import type { SavedView, ViewConfig } from "./types";

/**
 * Saves the table (`config`: what it shows now) as a new view of `object`, or renames / re-shares one
 * of mine (`editing`, whose config stays as saved).
 */
export function ViewDialog({
  open,
  onOpenChange,
  object,
  config,
  editing,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  object: CrmObject;
  config: ViewConfig;
  editing: SavedView | null;
  onSaved: (view: SavedView) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <ViewForm object={object} config={config} editing={editing} onDone={(v) => (onSaved(v), onOpenChange(false))} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ViewForm({ object, config, editing, onDone, onCancel }: { object: CrmObject; config: ViewConfig; editing: SavedView | null; onDone: (v: SavedView) => void; onCancel: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? "");
  const [shared, setShared] = useState(editing?.shared ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const options = {
    meta: { silent: true },
    onSuccess: async (view: SavedView) => {
      await queryClient.invalidateQueries({ queryKey: trpc.crm.savedViews.pathKey() });
      toast.success(editing ? `View "${view.name}" saved.` : `View "${view.name}" created.`);
      onDone(view);
    },
    onError: (error: { message: string; data?: unknown }) => {
      const fields = serverFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { name: error.message });
    },
  };
  const create = useMutation(trpc.crm.savedViews.create.mutationOptions(options));
  const update = useMutation(trpc.crm.savedViews.update.mutationOptions(options));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(savedViewInput, { object, name, shared, config: editing ? editing.config : config });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    if (editing) update.mutate({ id: editing.id, view: checked.data });
    else create.mutate(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? "Rename view" : "Save view"}</DialogTitle>
        <DialogDescription>{editing ? "Change the view's name or who sees it." : "Keeps the current filters, search, sort and columns under a name."}</DialogDescription>
      </DialogHeader>
      <Field label="View name" htmlFor="view-name" error={errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Hot leads in Europe" autoComplete="off" maxLength={60} autoFocus />
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        <span>
          <span className="font-medium">Share with the workspace</span>
          <span className="block text-muted-foreground">Everyone in the workspace can apply it; only you can change it.</span>
        </span>
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {editing ? "Save" : "Save view"}
        </Button>
      </DialogFooter>
    </form>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCreateSavedView, useUpdateSavedView } from "../../hooks/use-saved-views";
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
        {open && (
          <ViewForm object={object} config={config} editing={editing} onDone={(v) => (onSaved(v), onOpenChange(false))} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ViewForm({
  object,
  config,
  editing,
  onDone,
  onCancel,
}: {
  object: CrmObject;
  config: ViewConfig;
  editing: SavedView | null;
  onDone: (v: SavedView) => void;
  onCancel: () => void;
}) {
  const create = useCreateSavedView({ meta: { silent: true }, onSuccess: onDone });
  const update = useUpdateSavedView("saved", { meta: { silent: true }, onSuccess: onDone });
  const form = useContractForm(savedViewInput, {
    defaultValues: { object, name: editing?.name ?? "", shared: editing?.shared ?? false, config: editing ? editing.config : config },
  });
  const onSubmit = form.submit((view) => (editing ? update.mutateAsync({ id: editing.id, view }) : create.mutateAsync(view)), {
    fields: { "view.name": "name" },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? "Rename view" : "Save view"}</DialogTitle>
        <DialogDescription>
          {editing ? "Change the view's name or who sees it." : "Keeps the current filters, search, sort and columns under a name."}
        </DialogDescription>
      </DialogHeader>
      <FormField form={form} name="name" label="View name" htmlFor="view-name" required>
        <Input {...form.register("name")} placeholder="e.g. Hot leads in Europe" autoComplete="off" maxLength={60} autoFocus />
      </FormField>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register("shared")} />
        <span>
          <span className="font-medium">Share with the workspace</span>
          <span className="block text-muted-foreground">Everyone in the workspace can apply it; only you can change it.</span>
        </span>
      </label>
      <FormRootError form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {editing ? "Save" : "Save view"}
        </Button>
      </DialogFooter>
    </form>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useDeleteWorkspace } from "../hooks/use-workspaces";

export type Workspace = { id: string; name: string; kind: "brand" | "agency" | "client" };

/** The owner confirms by typing the workspace's exact name (delete-workspace-card.tsx opens it). */
export function DeleteWorkspaceDialog({ workspace, open, onOpenChange }: { workspace: Workspace; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useContractForm(() => import("../contracts/workspace-settings.contracts").then((m) => m.deleteWorkspaceInput), {
    defaultValues: { confirmName: "" },
  });
  const remove = useDeleteWorkspace(workspace.name, { meta: { silent: true }, onSuccess: () => onOpenChange(false) });
  const pending = form.formState.isSubmitting;
  const matches = form.watch("confirmName").trim() === workspace.name;

  function close() {
    if (pending) return;
    form.reset();
    onOpenChange(false);
  }

  const onSubmit = form.submit((values) => (matches ? remove.mutateAsync(values) : undefined));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Delete {workspace.name}?</DialogTitle>
            <DialogDescription>
              Everyone loses access at once and its data is removed for good. To confirm, type the workspace's name exactly as shown:{" "}
              <strong className="font-semibold break-all text-foreground">{workspace.name}</strong>
            </DialogDescription>
          </DialogHeader>
          <FormField form={form} name="confirmName" label="Workspace name" htmlFor="delete-confirm-name">
            <Input {...form.register("confirmName")} autoComplete="off" spellCheck={false} autoFocus />
          </FormField>
          <FormRootError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches} loading={pending}>
              Delete workspace for everyone
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

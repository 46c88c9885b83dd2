"use client";

import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { useGoToNextWorkspace } from "./leave-workspace-card";

type Workspace = { id: string; name: string; kind: "brand" | "agency" | "client" };

/** The danger zone: the owner deletes the workspace after typing its exact name. */
export function DeleteWorkspaceCard({ workspace, hasOtherWorkspace }: { workspace: Workspace; hasOtherWorkspace: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2" className="text-destructive">
          Delete this workspace
        </CardTitle>
        <CardDescription>
          Deletes {workspace.name} and everything in it (contacts, reports, assets, files and everyone's access) for all its members.
          {workspace.kind === "agency" && " Its client workspaces are deleted with it."} This can't be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!hasOtherWorkspace && (
          <p className="text-sm" role="note">
            This is your only workspace. Create another one from the workspace menu at the top first, so you have somewhere to go once this one is deleted.
          </p>
        )}
        <div>
          <Button variant="destructive" disabled={!hasOtherWorkspace} onClick={() => setOpen(true)}>
            <Trash2 className="size-4" aria-hidden /> Delete workspace
          </Button>
        </div>
      </CardContent>
      <DeleteWorkspaceDialog workspace={workspace} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function DeleteWorkspaceDialog({ workspace, open, onOpenChange }: { workspace: Workspace; open: boolean; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const goToNext = useGoToNextWorkspace();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation(
    trpc.identity.workspaces.delete.mutationOptions({
      meta: { silent: true },
      onSuccess: async (deleted) => {
        toast.success(`${workspace.name} is deleted. You are now in ${deleted.next.name}.`);
        onOpenChange(false);
        await goToNext();
      },
      onError: (err) => setError(serverFieldErrors(err).confirmName ?? err.message),
    }),
  );
  const matches = typed.trim() === workspace.name;

  function close() {
    if (remove.isPending) return;
    setTyped("");
    setError(undefined);
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches) remove.mutate({ confirmName: typed });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Delete {workspace.name}?</DialogTitle>
            <DialogDescription>
              Everyone loses access at once and its data is removed for good. To confirm, type the workspace's name exactly as shown:{" "}
              <strong className="font-semibold break-all text-foreground">{workspace.name}</strong>
            </DialogDescription>
          </DialogHeader>
          <Field label="Workspace name" htmlFor="delete-confirm-name" error={error}>
            <Input
              value={typed}
              onChange={(e) => (setTyped(e.target.value), setError(undefined))}
              autoComplete="off"
              spellCheck={false}
              autoFocus
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches} loading={remove.isPending}>
              Delete workspace for everyone
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

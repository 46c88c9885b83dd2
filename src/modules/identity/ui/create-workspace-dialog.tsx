"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { createClientInput, createWorkspaceInput } from "../contracts/identity.contracts";
import { useTRPC } from "@/trpc/client";

/** A new brand or agency workspace; with `agency`, a new client workspace of that agency. */
export function CreateWorkspaceDialog({ open, onOpenChange, agency }: { open: boolean; onOpenChange: (open: boolean) => void; agency?: { name: string } }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"brand" | "agency">("brand");
  const [errors, setErrors] = useState<FieldErrors>({});
  // The new workspace's home page is rendered by the server; the dialog stays open (its button busy)
  // until that page is on screen, and closes in the same commit, so nothing is clicked in between.
  const [navigating, startNavigation] = useTransition();
  const handlers = {
    meta: { silent: true },
    onSuccess: async (workspace: { name: string }) => {
      toast.success(`Workspace “${workspace.name}” created.`);
      await queryClient.resetQueries();
      startNavigation(() => {
        router.push("/marketing-dashboard/home");
        router.refresh();
        setName("");
        onOpenChange(false);
      });
    },
    onError: (error: { message: string }) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(error.message);
    },
  };
  const createOwn = useMutation(trpc.identity.workspaces.create.mutationOptions(handlers));
  const createClient = useMutation(trpc.identity.workspaces.createClient.mutationOptions(handlers));
  const pending = createOwn.isPending || createClient.isPending || navigating;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (agency) {
      const checked = validate(createClientInput, { name });
      setErrors(checked.errors ?? {});
      if (checked.data) createClient.mutate(checked.data);
      return;
    }
    const checked = validate(createWorkspaceInput, { name, kind });
    setErrors(checked.errors ?? {});
    if (checked.data) createOwn.mutate(checked.data);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{agency ? "New client workspace" : "New workspace"}</DialogTitle>
            <DialogDescription>
              {agency ? `A client of ${agency.name}. Everyone in the agency can open it with their agency role.` : "A workspace holds one brand's data, or an agency's clients."}
            </DialogDescription>
          </DialogHeader>
          <Field label="Name" htmlFor="workspace-name" error={errors.name} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" autoFocus />
          </Field>
          {!agency && (
            <Field label="Kind" htmlFor="workspace-kind" error={errors.kind} hint="An agency workspace can manage client workspaces.">
              <Select value={kind} onValueChange={(v) => setKind(v as "brand" | "agency")}>
                <SelectTrigger id="workspace-kind">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="brand">Brand</SelectItem>
                  <SelectItem value="agency">Agency</SelectItem>
                </SelectContent>
              </Select>
            </Field>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {agency ? "Create client workspace" : "Create workspace"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

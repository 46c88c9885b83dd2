"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { createWorkspaceInput } from "../contracts/identity.contracts";
import { useTRPC } from "@/trpc/client";

export function CreateWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"brand" | "agency">("brand");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation(
    trpc.identity.workspaces.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (workspace) => {
        toast.success(`Workspace “${workspace.name}” created.`);
        onOpenChange(false);
        setName("");
        await queryClient.resetQueries();
        router.push("/marketing-dashboard/home");
        router.refresh();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) toast.error(error.message);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createWorkspaceInput, { name, kind });
    setErrors(checked.errors ?? {});
    if (checked.data) create.mutate(checked.data);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>New workspace</DialogTitle>
            <DialogDescription>A workspace holds one brand's data, or an agency's clients.</DialogDescription>
          </DialogHeader>
          <Field label="Name" htmlFor="workspace-name" error={errors.name} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" autoFocus />
          </Field>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create workspace
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

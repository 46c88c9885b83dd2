"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateWorkspace } from "../hooks/use-workspaces";

/**
 * A new brand or agency workspace; with `agency`, a new client workspace of that agency. A client
 * workspace's contract is the name alone (`createClientInput`, the same name field), so one form serves both.
 */
export function CreateWorkspaceDialog({ open, onOpenChange, agency }: { open: boolean; onOpenChange: (open: boolean) => void; agency?: { name: string } }) {
  const router = useRouter();
  const form = useContractForm(() => import("../contracts/identity.contracts").then((m) => m.createWorkspaceInput), {
    defaultValues: { name: "", kind: "brand" },
  });
  // The new workspace's home page is rendered by the server; the dialog stays open (its button busy)
  // until that page is on screen, and closes in the same commit, so nothing is clicked in between.
  const [navigating, startNavigation] = useTransition();
  const { createOwn, createClient } = useCreateWorkspace({
    meta: { silent: true },
    onSuccess: () =>
      startNavigation(() => {
        router.push("/marketing-dashboard/home");
        router.refresh();
        form.reset();
        onOpenChange(false);
      }),
  });
  const pending = form.formState.isSubmitting || navigating;
  const onSubmit = form.submit((values) => (agency ? createClient.mutateAsync({ name: values.name }) : createOwn.mutateAsync(values)));

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{agency ? "New client workspace" : "New workspace"}</DialogTitle>
            <DialogDescription>
              {agency
                ? `A client of ${agency.name}. Everyone in the agency can open it with their agency role.`
                : "A workspace holds one brand's data, or an agency's clients."}
            </DialogDescription>
          </DialogHeader>
          <FormField form={form} name="name" label="Name" htmlFor="workspace-name" required>
            <Input {...form.register("name")} autoComplete="organization" autoFocus />
          </FormField>
          {!agency && (
            <FormField form={form} name="kind" label="Kind" htmlFor="workspace-kind" hint="An agency workspace can manage client workspaces.">
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="workspace-kind">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="brand">Brand</SelectItem>
                      <SelectItem value="agency">Agency</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          )}
          <FormRootError form={form} />
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

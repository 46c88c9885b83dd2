"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { createBrandKitInput } from "../../contracts/brand-kits.contracts";
import { brandKitSourceLabel, brandKitSources, type BrandKitSource } from "../../contracts/brand-kits.constants";
import { useCreateBrandKit, type StoredBrandKit } from "../../hooks/use-brand-kits";
import type { ContractForm } from "@/components/ui/form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  from: BrandKitSource;
  onCreated: (kit: StoredBrandKit) => void;
};

/** "New brand kit": its name, and whether it starts from the company profile or blank. */
export function NewKitDialog({ open, onOpenChange, from, onCreated }: Props) {
  const form: ContractForm<typeof createBrandKitInput> = useContractForm(
    () => import("../../contracts/brand-kits.contracts").then((m) => m.createBrandKitInput),
    {
      defaultValues: { name: "", from },
    },
  );
  const create = useCreateBrandKit({
    meta: { silent: true },
    onSuccess: (kit) => {
      form.reset({ name: "", from });
      onOpenChange(false);
      onCreated(kit);
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New brand kit</DialogTitle>
          <DialogDescription>A kit for a brand, a client or a campaign. You can change everything in it afterwards.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit((values) => create.mutateAsync(values))} noValidate aria-label="New brand kit" className="flex flex-col gap-4">
          <FormField form={form} name="name" label="Name" htmlFor="new-kit-name" required>
            <Input autoComplete="off" maxLength={100} {...form.register("name")} />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Start from</legend>
            {brandKitSources.map((source) => (
              <label key={source} className="flex items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
                <input type="radio" value={source} className="mt-1" {...form.register("from")} />
                <span className="flex flex-col">
                  <span className="font-medium">{brandKitSourceLabel[source].label}</span>
                  <span className="text-muted-foreground">{brandKitSourceLabel[source].hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormRootError form={form} />
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Create brand kit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useDeletePage, type PageListItem } from "../../hooks/use-pages";

/** Deleting a page (and its versions) is confirmed by typing its address. */
export function DeletePageDialog({ page, onClose }: { page: PageListItem; onClose: () => void }) {
  const form = useContractForm(() => import("../../contracts/pages.contracts").then((m) => m.deletePageInput), { defaultValues: { id: page.id, confirm: "" } });
  const remove = useDeletePage({ meta: { silent: true }, onSuccess: onClose });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{page.title}”?</DialogTitle>
          <DialogDescription>The page, its versions and its address go for good; its visit numbers stay in your reports.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit((values) => remove.mutateAsync(values))} noValidate aria-label="Delete page" className="flex flex-col gap-4">
          <FormField form={form} name="confirm" label={`Type ${page.slug} to confirm`} htmlFor="delete-page-confirm" required>
            <Input autoComplete="off" {...form.register("confirm")} />
          </FormField>
          <FormRootError form={form} />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={form.formState.isSubmitting}>
              Delete page
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

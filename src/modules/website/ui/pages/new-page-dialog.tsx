"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { pageEditorPath } from "../../contracts/pages.constants";
import { pageTemplateIds, pageTemplateInfo } from "../../contracts/templates.constants";
import { useCreatePage } from "../../hooks/use-pages";

/** A new page: its name and the template it starts from; then the editor opens on it. */
export function NewPageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const form = useContractForm(() => import("../../contracts/pages.contracts").then((m) => m.createPageInput), {
    defaultValues: { title: "", template: "lead-magnet" },
  });
  const create = useCreatePage({ meta: { silent: true }, onSuccess: (page) => router.push(pageEditorPath(page.id)) });
  const chosen = form.watch("template");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>New landing page</DialogTitle>
          <DialogDescription>Pick a template: each is a complete page you then edit. You can change every block.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit((values) => create.mutateAsync(values))} noValidate aria-label="New landing page" className="flex flex-col gap-4">
          <FormField
            form={form}
            name="title"
            label="Page name"
            htmlFor="new-page-title"
            hint="Its address is made from the name; you can change it later."
            required
          >
            <Input autoComplete="off" {...form.register("title")} />
          </FormField>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">Template</legend>
            {pageTemplateIds.map((id) => (
              <label
                key={id}
                className={`flex cursor-pointer flex-col gap-0.5 rounded-md border p-3 text-sm ${chosen === id ? "border-primary ring-1 ring-primary" : ""}`}
              >
                <span className="flex items-center gap-2 font-medium">
                  <input type="radio" value={id} {...form.register("template")} />
                  {pageTemplateInfo[id].label}
                </span>
                <span className="text-muted-foreground">{pageTemplateInfo[id].description}</span>
              </label>
            ))}
          </fieldset>
          <FormRootError form={form} />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Create page
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

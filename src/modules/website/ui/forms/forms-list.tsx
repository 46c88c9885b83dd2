"use client";

import { Copy, Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { AppLink } from "@/components/ui/app-link";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import { useCreateForm, useDeleteForm, useDuplicateForm, useForms, type FormSummary } from "../../hooks/use-forms";
import { FormConversion } from "./form-conversion";

export const formHref = (id: string) => `/marketing-dashboard/website/site-form?form=${id}`;

/** The workspace's forms: status, submissions, conversion, and a new one. */
export function FormsList({ canEdit }: { canEdit: boolean }) {
  const { data: forms } = useForms();
  const [deleting, setDeleting] = useState<FormSummary | null>(null);
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm({ onSuccess: () => setDeleting(null) });
  const time = readerTimeFormat();
  return (
    <div className="flex flex-col gap-4">
      {canEdit ? <NewForm /> : null}
      {forms.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No forms yet. Create one, publish it, and put it on your site: everyone who fills it in becomes a contact in your CRM.
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 font-medium">Form</th>
                <th className="py-2 font-medium">Status</th>
                <th className="py-2 text-right font-medium">Submissions</th>
                <th className="py-2 text-right font-medium">Started → sent (30 days)</th>
                <th className="py-2 font-medium">Last edited</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {forms.map((f) => (
                <tr key={f.id}>
                  <td className="py-2">
                    <AppLink href={formHref(f.id)} className="font-medium underline-offset-4 hover:underline">
                      {f.name}
                    </AppLink>
                  </td>
                  <td className="py-2">
                    <Badge variant={f.status === "published" ? "default" : "secondary"}>
                      {f.status === "published" ? "Published" : f.status === "draft" ? "Draft" : "Archived"}
                    </Badge>
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatCount(f.submissions)}</td>
                  <td className="py-2 text-right tabular-nums">
                    <FormConversion formId={f.id} />
                  </td>
                  <td className="py-2">{formatWhen(f.updatedAt, time)}</td>
                  <td className="py-2 text-right">
                    {canEdit ? (
                      <span className="flex justify-end gap-1">
                        <Button size="icon" variant="ghost" aria-label={`Duplicate ${f.name}`} onClick={() => duplicate.mutate({ id: f.id })}>
                          <Copy aria-hidden />
                        </Button>
                        <Button size="icon" variant="ghost" aria-label={`Delete ${f.name}`} onClick={() => setDeleting(f)}>
                          <Trash2 aria-hidden />
                        </Button>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description="The form and its submissions are deleted; the contacts it made stay in the CRM. Sites that show it will show “Form not found”."
        confirmLabel="Delete form"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate({ id: deleting.id, confirm: "DELETE" }) : undefined)}
      />
    </div>
  );
}

function NewForm() {
  const router = useRouter();
  const create = useCreateForm({ meta: { silent: true } });
  const form = useContractForm(() => import("../../contracts/forms.contracts").then((m) => m.createFormInput), { defaultValues: { name: "" } });
  const onSubmit = form.submit(async (values) => {
    const made = await create.mutateAsync(values);
    form.reset({ name: "" });
    router.push(formHref(made.id));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2" aria-label="New form">
      <FormField form={form} name="name" label="New form" htmlFor="new-form-name">
        <Input id="new-form-name" placeholder="Newsletter sign-up" {...form.register("name")} />
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting}>
        <Plus aria-hidden /> Create form
      </Button>
      <FormRootError form={form} />
    </form>
  );
}

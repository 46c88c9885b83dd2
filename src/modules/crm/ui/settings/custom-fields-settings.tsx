"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { crmObjects, type CrmObject, type CustomFieldType } from "../../contracts/crm-enums";
import { useCustomFields, useDeleteCustomField, useUpdateCustomField } from "../../hooks/use-custom-fields";
import { useWorkspaceRole } from "../../hooks/use-crm-workspace";
import { fieldTypeLabel, NewCustomFieldForm } from "./new-custom-field-form";

const objectLabel: Record<CrmObject, string> = { contact: "Contacts", company: "Companies", deal: "Deals" };

/** Custom fields per record type: add, rename, edit options, delete (with their values). */
export function CustomFieldsSettings() {
  const admin = useWorkspaceRole().allowed("crm.settings");
  const [object, setObject] = useState<CrmObject>("contact");
  const fields = useCustomFields(object);
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useDeleteCustomField();
  return (
    <div className="flex flex-col gap-4">
      <Tabs value={object} onValueChange={(v) => setObject(v as CrmObject)}>
        <TabsList aria-label="Record type">
          {crmObjects.map((o) => (
            <TabsTrigger key={o} value={o}>
              {objectLabel[o]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {fields.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : fields.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {fields.error.message}
        </p>
      ) : fields.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No custom fields on {objectLabel[object].toLowerCase()} yet.</p>
      ) : (
        <Table aria-label={`Custom fields of ${objectLabel[object].toLowerCase()}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Key</TableHead>
              {admin ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.data.map((f) =>
              editing === f.id ? (
                <TableRow key={f.id}>
                  <TableCell colSpan={admin ? 4 : 3}>
                    <EditField field={f} onDone={() => setEditing(null)} />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={f.id}>
                  <TableCell className="font-medium">
                    {f.label}
                    {f.options.length > 0 ? <span className="block text-xs text-muted-foreground">{f.options.join(", ")}</span> : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant="outline">{fieldTypeLabel[f.type]}</Badge>
                  </TableCell>
                  <TableCell>
                    <code className="text-xs">{f.key}</code>
                  </TableCell>
                  {admin ? (
                    <TableCell className="text-right">
                      <Button size="icon" variant="ghost" aria-label={`Edit ${f.label}`} onClick={() => setEditing(f.id)}>
                        <Pencil />
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`Delete ${f.label}`} onClick={() => setDeleting({ id: f.id, label: f.label })}>
                        <Trash2 />
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      )}
      {admin ? <NewCustomFieldForm key={object} object={object} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the field "${deleting?.label ?? ""}"?`}
        description="Its values are removed from every record. This can't be undone."
        confirmLabel="Delete field"
        destructive
        onConfirm={() => remove.mutateAsync({ id: deleting!.id })}
      />
    </div>
  );
}

function EditField({ field, onDone }: { field: { id: string; label: string; type: CustomFieldType; options: string[] }; onDone: () => void }) {
  const form = useContractForm(() => import("../../contracts/settings.contracts").then((m) => m.editCustomFieldFormInput), {
    defaultValues: { id: field.id, type: field.type, label: field.label, options: field.options.join("\n") },
  });
  const update = useUpdateCustomField({ meta: { silent: true }, onSuccess: onDone });
  const onSubmit = form.submit((input) => update.mutateAsync(input));
  const withOptions = field.type === "select" || field.type === "multi_select";
  return (
    <form className="flex flex-col gap-3" aria-label={`Edit ${field.label}`} onSubmit={onSubmit} noValidate>
      <FormField form={form} name="label" label="Name" htmlFor={`edit-${field.id}`}>
        <Input {...form.register("label")} />
      </FormField>
      {withOptions ? (
        <FormField form={form} name="options" label="Options" htmlFor={`edit-options-${field.id}`} hint="One per line">
          <textarea className="min-h-20 w-full rounded-md border bg-background p-2 text-sm" {...form.register("options")} />
        </FormField>
      ) : null}
      <FormRootError form={form} />
      <div className="flex gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

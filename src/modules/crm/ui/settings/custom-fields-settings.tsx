"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { crmObjects, customFieldTypes, type CrmObject, type CustomFieldType } from "../../contracts/crm-enums";
import { createCustomFieldInput } from "../../contracts/settings.contracts";
import { useCrmAdmin } from "./use-crm-admin";

export const fieldTypeLabel: Record<CustomFieldType, string> = {
  text: "Text",
  number: "Number",
  date: "Date",
  select: "Dropdown (one)",
  multi_select: "Dropdown (several)",
  boolean: "Yes / no",
  url: "Web address",
};
const objectLabel: Record<CrmObject, string> = { contact: "Contacts", company: "Companies", deal: "Deals" };

/** Custom fields per record type: add, rename, edit options, delete (with their values). */
export function CustomFieldsSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const admin = useCrmAdmin();
  const [object, setObject] = useState<CrmObject>("contact");
  const fields = useQuery(trpc.crm.customFields.list.queryOptions({ object }));
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.crm.customFields.pathKey() });
  const remove = useMutation(trpc.crm.customFields.delete.mutationOptions({ onSuccess: async () => (await refresh(), toast.success("Field deleted")) }));
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
      {admin ? <NewField object={object} /> : null}
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

const splitOptions = (text: string) =>
  text
    .split(/\n|,/)
    .map((o) => o.trim())
    .filter(Boolean);

function NewField({ object }: { object: CrmObject }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState("");
  const [type, setType] = useState<CustomFieldType>("text");
  const [options, setOptions] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation(
    trpc.crm.customFields.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (f) => {
        setLabel("");
        setOptions("");
        await queryClient.invalidateQueries({ queryKey: trpc.crm.customFields.pathKey() });
        toast.success(`Field "${f.label}" added`);
      },
      onError: (error) => setErrors({ label: error.message, ...serverFieldErrors(error) }),
    }),
  );
  const withOptions = type === "select" || type === "multi_select";
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createCustomFieldInput, { object, label, type, options: withOptions ? splitOptions(options) : [] });
    setErrors(checked.errors ?? {});
    if (checked.data) create.mutate(checked.data);
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start" aria-label="Add a custom field">
      <Field label="New field" htmlFor="cf-label" error={errors.label} required>
        <Input placeholder="e.g. Plan tier" value={label} onChange={(e) => setLabel(e.target.value)} />
      </Field>
      <Field label="Type" htmlFor="cf-type">
        <Select value={type} onValueChange={(v) => setType(v as CustomFieldType)}>
          <SelectTrigger id="cf-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {customFieldTypes.map((t) => (
              <SelectItem key={t} value={t}>
                {fieldTypeLabel[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Button type="submit" className="sm:mt-6" loading={create.isPending}>
        <Plus aria-hidden /> Add field
      </Button>
      {withOptions ? (
        <Field label="Options" htmlFor="cf-options" hint="One per line, or separated by commas" error={errors.options} className="sm:col-span-3">
          <textarea id="cf-options" className="min-h-20 w-full rounded-md border bg-background p-2 text-sm" value={options} onChange={(e) => setOptions(e.target.value)} />
        </Field>
      ) : null}
    </form>
  );
}

function EditField({ field, onDone }: { field: { id: string; label: string; type: CustomFieldType; options: string[] }; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState(field.label);
  const [options, setOptions] = useState(field.options.join("\n"));
  const withOptions = field.type === "select" || field.type === "multi_select";
  const update = useMutation(
    trpc.crm.customFields.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.crm.customFields.pathKey() });
        onDone();
      },
    }),
  );
  return (
    <form
      className="flex flex-col gap-3"
      aria-label={`Edit ${field.label}`}
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: field.id, label, ...(withOptions ? { options: splitOptions(options) } : {}) });
      }}
    >
      <Field label="Name" htmlFor={`edit-${field.id}`}>
        <Input value={label} onChange={(e) => setLabel(e.target.value)} />
      </Field>
      {withOptions ? (
        <Field label="Options" htmlFor={`edit-options-${field.id}`} hint="One per line">
          <textarea id={`edit-options-${field.id}`} className="min-h-20 w-full rounded-md border bg-background p-2 text-sm" value={options} onChange={(e) => setOptions(e.target.value)} />
        </Field>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

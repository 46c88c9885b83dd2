"use client";

import { AlertCircle, Globe } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useWorkspaceRole } from "../../hooks/use-crm-workspace";
import { useSetImportMapping } from "../../hooks/use-imports";
import { CUSTOM_PREFIX, type CustomTarget, type Mapping } from "../../import/fields";
import { NewCustomFieldForm } from "../settings/new-custom-field-form";
import { mappingProblems } from "../../import/imports.contracts";
import type { ImportDetail, PreviewCheck } from "./types";

const SKIP = "__skip";
const NEW_FIELD = "__new_field";

/** Step 2: each column of the file → a contact field, or "Don't import". Auto-matched, editable. */
export function MappingStep({ data, onMapped }: { data: ImportDetail; onMapped: (mapping: Mapping, checks: PreviewCheck[]) => void }) {
  const [mapping, setMapping] = useState<Mapping>(data.mapping);
  // Fields created from this step, until the import's detail is read again.
  const [created, setCreated] = useState<CustomTarget[]>([]);
  const [creatingFor, setCreatingFor] = useState<number | null>(null);
  const canCreateFields = useWorkspaceRole().allowed("crm.settings");
  const custom = [...data.targets.custom, ...created.filter((f) => !data.targets.custom.some((t) => t.key === f.key))];
  const save = useSetImportMapping();
  const problems = mappingProblems(mapping, data.headers.length, custom);
  const matched = mapping.filter(Boolean).length;
  const setTarget = (column: number, target: string | null) => setMapping((m) => m.map((t, i) => (i === column ? target : t)));

  const submit = async () => {
    const result = await save.mutateAsync({ importId: data.id, mapping, mergeMode: data.mergeMode, listId: data.listId, linkCompanies: data.linkCompanies });
    onMapped(mapping, result.previewChecks);
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {matched} of {data.headers.length} columns matched automatically. Check each one; choose &ldquo;Don&apos;t import&rdquo; for columns you don&apos;t
        need.
      </p>
      {problems.mapping ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problems.mapping}
        </p>
      ) : null}
      <div className="max-h-[50vh] overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted/80 text-left backdrop-blur">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Column in your file
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Example
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Imports into
              </th>
            </tr>
          </thead>
          <tbody>
            {data.headers.map((header, column) => {
              const example = data.preview.map((row) => row[column] ?? "").find((v) => v.trim() !== "") ?? "";
              const problem = problems[`mapping.${column}`];
              const selectId = `map-${column}`;
              return (
                <tr key={column} className="border-t align-top">
                  <td className="px-3 py-2">
                    <label htmlFor={selectId} className="font-medium break-words">
                      {header}
                    </label>
                    <p className="truncate text-xs text-muted-foreground sm:hidden">{example || "(empty)"}</p>
                  </td>
                  <td className="hidden max-w-48 truncate px-3 py-2 text-muted-foreground sm:table-cell" title={example}>
                    {example || <span className="italic">(empty)</span>}
                  </td>
                  <td className="px-3 py-2">
                    <Select
                      value={mapping[column] ?? SKIP}
                      onValueChange={(value) => (value === NEW_FIELD ? setCreatingFor(column) : setTarget(column, value === SKIP ? null : value))}
                    >
                      <SelectTrigger id={selectId} className="w-full min-w-40" aria-invalid={problem ? true : undefined}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={SKIP}>Don&apos;t import</SelectItem>
                        <SelectGroup>
                          <SelectLabel>Contact fields</SelectLabel>
                          {data.targets.standard.map((t) => (
                            <SelectItem key={t.key} value={t.key}>
                              {t.label}
                            </SelectItem>
                          ))}
                        </SelectGroup>
                        {custom.length > 0 || canCreateFields ? (
                          <SelectGroup>
                            <SelectLabel>Custom fields</SelectLabel>
                            {custom.map((f) => (
                              <SelectItem key={f.key} value={`${CUSTOM_PREFIX}${f.key}`}>
                                {f.label}
                              </SelectItem>
                            ))}
                            {canCreateFields ? <SelectItem value={NEW_FIELD}>New custom field…</SelectItem> : null}
                          </SelectGroup>
                        ) : null}
                      </SelectContent>
                    </Select>
                    {problem ? <p className="mt-1 text-xs text-destructive">{problem}</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {mapping.includes("phone") ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Phone numbers without a country code are read in the row&apos;s country (a column mapped to Country), else in the country of its company
            {data.phoneRegion ? <>, else in {data.phoneRegion.name}, your workspace&apos;s region</> : null}. A number that isn&apos;t valid there isn&apos;t
            imported, and the summary says why.
          </span>
        </p>
      ) : null}
      <Dialog open={creatingFor !== null} onOpenChange={(open) => !open && setCreatingFor(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>New custom field</DialogTitle>
            <DialogDescription>
              A contact field for the column &ldquo;{creatingFor !== null ? data.headers[creatingFor] : ""}&rdquo;. It is added to every contact, and this
              column imports into it.
            </DialogDescription>
          </DialogHeader>
          {creatingFor !== null ? (
            <NewCustomFieldForm
              object="contact"
              compact
              idPrefix="import-new-field"
              initialLabel={data.headers[creatingFor]}
              onCreated={(field) => {
                setCreated((list) => [...list, { key: field.key, label: field.label, type: field.type, options: field.options }]);
                setTarget(creatingFor, `${CUSTOM_PREFIX}${field.key}`);
                setCreatingFor(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <div className="flex justify-end">
        <Button type="button" onClick={submit} disabled={Object.keys(problems).length > 0 || save.isPending}>
          {save.isPending ? "Checking…" : "Preview rows"}
        </Button>
      </div>
    </div>
  );
}

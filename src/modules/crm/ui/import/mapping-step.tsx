"use client";

import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSetImportMapping } from "../../hooks/use-imports";
import { CUSTOM_PREFIX, type Mapping } from "../../import/fields";
import { mappingProblems } from "../../import/imports.contracts";
import type { ImportDetail, PreviewCheck } from "./types";

const SKIP = "__skip";

/** Step 2: each column of the file → a contact field, or "Don't import". Auto-matched, editable. */
export function MappingStep({ data, onMapped }: { data: ImportDetail; onMapped: (mapping: Mapping, checks: PreviewCheck[]) => void }) {
  const [mapping, setMapping] = useState<Mapping>(data.mapping);
  const save = useSetImportMapping();
  const problems = mappingProblems(mapping, data.headers.length, data.targets.custom);
  const matched = mapping.filter(Boolean).length;

  const submit = async () => {
    const result = await save.mutateAsync({ importId: data.id, mapping, mergeMode: data.mergeMode, listId: data.listId });
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
                      onValueChange={(value) => setMapping((m) => m.map((t, i) => (i === column ? (value === SKIP ? null : value) : t)))}
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
                        {data.targets.custom.length > 0 ? (
                          <SelectGroup>
                            <SelectLabel>Custom fields</SelectLabel>
                            {data.targets.custom.map((f) => (
                              <SelectItem key={f.key} value={`${CUSTOM_PREFIX}${f.key}`}>
                                {f.label}
                              </SelectItem>
                            ))}
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
      <div className="flex justify-end">
        <Button type="button" onClick={submit} disabled={Object.keys(problems).length > 0 || save.isPending}>
          {save.isPending ? "Checking…" : "Preview rows"}
        </Button>
      </div>
    </div>
  );
}

"use client";

import { Plus, Search, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { get, type FieldErrors } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { formatCount } from "@/lib/format";
import { assetStatusLabel, type AssetStatus } from "../../contracts/items.constants";
import { KEYWORD_LIMITS } from "../../contracts/keywords.constants";
import type { KeywordListForm } from "../../contracts/keywords.contracts";
import { mergeKeywords, type KeywordRow } from "../../keywords/merge";
import { ExportAssetsButton } from "../export/export-assets-button";
import { GroupEditor, type GroupErrors, type GroupValue } from "./group-editor";
import { NegativesEditor, type Negative } from "./negatives-editor";
import { addedNote } from "./shared";

const ImportSearchDialog = dynamic(() => import("./import-search-dialog").then((m) => m.ImportSearchDialog), { ssr: false });
const ExpandDialog = dynamic(() => import("./expand-dialog").then((m) => m.ExpandDialog), { ssr: false });

type ListFields = { groups: GroupValue[]; negatives: Negative[] };

/** A stored version's fields as the form holds them (a list made elsewhere may lack a part). */
function formFields(fields: unknown): ListFields {
  const f = (fields ?? {}) as Partial<ListFields>;
  const groups = Array.isArray(f.groups) && f.groups.length > 0 ? f.groups : [{ name: "Main group", keywords: [] }];
  return {
    groups: groups.map((g) => ({ name: g.name ?? "", keywords: Array.isArray(g.keywords) ? g.keywords : [] })),
    negatives: Array.isArray(f.negatives) ? f.negatives : [],
  };
}

const message = (errors: FieldErrors, path: string): string | undefined => {
  const m = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof m === "string" ? m : undefined;
};

function groupErrors(errors: FieldErrors, g: number, count: number): GroupErrors {
  const rows: Record<number, string> = {};
  for (let k = 0; k < count; k++) {
    const m = message(errors, `fields.groups.${g}.keywords.${k}.text`);
    if (m) rows[k] = m;
  }
  return { name: message(errors, `fields.groups.${g}.name`), keywords: message(errors, `fields.groups.${g}.keywords`), rows };
}

/**
 * A keyword list being edited: its name, its groups and negatives, and where keywords come from
 * (typed or pasted, the site's search data, ideas from the brand kit). Saving sends the version the
 * edit started from; a refusal (someone saved meanwhile, a rule broken) keeps everything typed.
 */
export function KeywordListEditor({
  initial,
  listId,
  status,
  readOnly,
  onSave,
}: {
  initial: KeywordListForm;
  listId: string | null;
  version?: number;
  status?: AssetStatus;
  readOnly: boolean;
  onSave: (values: { title: string; fields: ListFields }) => Promise<unknown>;
}) {
  const form = useContractForm(() => import("../../contracts/keywords.contracts").then((m) => m.keywordListForm), {
    defaultValues: { title: initial.title, fields: formFields(initial.fields) },
  });
  const [importing, setImporting] = useState(false);
  const [expanding, setExpanding] = useState(false);
  const fields = form.watch("fields") as ListFields;
  const errors = form.formState.errors;
  const total = fields.groups.reduce((n, g) => n + g.keywords.length, 0);

  const setFields = (next: ListFields) => form.setValue("fields", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const setGroup = (i: number, group: GroupValue) => setFields({ ...fields, groups: fields.groups.map((g, j) => (j === i ? group : g)) });
  const addTo = (i: number, keywords: KeywordRow[]) => {
    const merged = mergeKeywords(fields.groups[i]!.keywords, keywords);
    setGroup(i, { ...fields.groups[i]!, keywords: merged.keywords });
    toast.success(addedNote(merged.added, merged.skipped));
  };
  const groupNames = fields.groups.map((g) => g.name);

  // The dialogs sit beside the form, not in it: React bubbles events through portals, and the ideas dialog has a form of its own.
  return (
    <div className="flex min-w-0 flex-col">
      <form
        onSubmit={form.submit((values) => onSave(values as { title: string; fields: ListFields }))}
        noValidate
        aria-label="Keyword list"
        className="flex min-w-0 flex-col gap-4"
      >
        <div className="flex flex-wrap items-end gap-3">
          <FormField form={form} name="title" label="List name" htmlFor="keyword-list-title" required className="min-w-0 flex-1 basis-64">
            <Input autoComplete="off" readOnly={readOnly} placeholder="e.g. Coffee beans, spring" {...form.register("title")} />
          </FormField>
          {status && <Badge variant="secondary">{assetStatusLabel[status]}</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!readOnly && (
            <>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save list
              </Button>
              <Button type="button" variant="outline" onClick={() => setImporting(true)}>
                <Search aria-hidden /> Import from search data
              </Button>
              <Button type="button" variant="outline" onClick={() => setExpanding(true)}>
                <Sparkles aria-hidden /> Keyword ideas
              </Button>
            </>
          )}
          <ExportAssetsButton kind="keyword-list" assetIds={listId ? [listId] : []} />
          <span className="text-sm text-muted-foreground">
            {formatCount(total)} of {formatCount(KEYWORD_LIMITS.keywordsMax)} keywords
            {form.formState.isDirty && listId ? " · unsaved changes (the export has the saved version)" : ""}
          </span>
        </div>
        <FormRootError form={form} />
        {message(errors, "fields.groups") && <p className="text-sm text-destructive">{message(errors, "fields.groups")}</p>}

        {fields.groups.map((group, i) => (
          <GroupEditor
            key={i}
            index={i}
            group={group}
            errors={groupErrors(errors, i, group.keywords.length)}
            readOnly={readOnly}
            onChange={(g) => setGroup(i, g)}
            onRemove={fields.groups.length > 1 ? () => setFields({ ...fields, groups: fields.groups.filter((_, j) => j !== i) }) : null}
          />
        ))}
        {!readOnly && fields.groups.length < KEYWORD_LIMITS.groupsMax && (
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => setFields({ ...fields, groups: [...fields.groups, { name: `Group ${fields.groups.length + 1}`, keywords: [] }] })}
            >
              <Plus aria-hidden /> Add a group
            </Button>
          </div>
        )}

        <NegativesEditor
          negatives={fields.negatives}
          errors={Object.fromEntries(fields.negatives.map((_, i) => [i, message(errors, `fields.negatives.${i}.text`)]).filter(([, m]) => m))}
          readOnly={readOnly}
          onChange={(negatives) => setFields({ ...fields, negatives })}
        />
      </form>
      {importing && <ImportSearchDialog open={importing} onOpenChange={setImporting} groupNames={groupNames} onAdd={addTo} />}
      {expanding && <ExpandDialog open={expanding} onOpenChange={setExpanding} groupNames={groupNames} onAdd={addTo} />}
    </div>
  );
}

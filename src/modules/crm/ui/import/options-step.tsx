"use client";

import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SUBSCRIPTION_HREF } from "@/modules/billing/client";
import { useStaticLists } from "../../hooks/use-contacts";
import { useSetImportMapping, useStartImport } from "../../hooks/use-imports";
import { mergeModes, type MergeMode } from "../../contracts/crm-enums";
import type { Mapping } from "../../import/fields";
import { formatCount, mergeModeCopy } from "./import-copy";
import type { ImportDetail } from "./types";

const NO_LIST = "__none";

/** Step 4: how existing contacts merge, an optional static list, the plan check, and Start. */
export function OptionsStep({ data, mapping, onBack, onStarted }: { data: ImportDetail; mapping: Mapping; onBack: () => void; onStarted: () => void }) {
  const [mergeMode, setMergeMode] = useState<MergeMode>(data.mergeMode);
  const [listId, setListId] = useState<string | null>(data.listId);
  const [linkCompanies, setLinkCompanies] = useState(data.linkCompanies);
  const hasCompanyColumn = mapping.includes("companyName");
  const lists = useStaticLists();
  const save = useSetImportMapping();
  const start = useStartImport();
  const limit = data.limit;
  const overLimit = limit !== null && !limit.allowed;

  const begin = async (acceptPartial: boolean) => {
    await save.mutateAsync({ importId: data.id, mapping, mergeMode, listId, linkCompanies });
    await start.mutateAsync({ importId: data.id, acceptPartial });
    onStarted();
  };
  const busy = save.isPending || start.isPending;

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">When a contact with the same email already exists</legend>
        {mergeModes.map((mode) => (
          <label key={mode} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input
              type="radio"
              name="merge-mode"
              value={mode}
              checked={mergeMode === mode}
              onChange={() => setMergeMode(mode)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="block text-sm font-medium">{mergeModeCopy[mode].label}</span>
              <span className="block text-xs text-muted-foreground">{mergeModeCopy[mode].description}</span>
            </span>
          </label>
        ))}
        <p className="text-xs text-muted-foreground">
          Tags in the file are always added to a contact&apos;s tags. Addresses erased on request are never imported again.
        </p>
      </fieldset>

      {hasCompanyColumn ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-md border p-3">
          <input type="checkbox" checked={linkCompanies} onChange={(e) => setLinkCompanies(e.target.checked)} className="mt-1 accent-primary" />
          <span>
            <span className="block text-sm font-medium">Link contacts to their companies</span>
            <span className="block text-xs text-muted-foreground">
              Each contact is linked to the company with the name in its Company name column (capitals don&apos;t matter). Companies you don&apos;t have yet are
              created. Untick to keep the name on the contact only.
            </span>
          </span>
        </label>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <label htmlFor="import-list" className="text-sm font-medium">
          Also add the imported contacts to a static list (optional)
        </label>
        <Select value={listId ?? NO_LIST} onValueChange={(v) => setListId(v === NO_LIST ? null : v)}>
          <SelectTrigger id="import-list" className="w-full sm:w-80">
            <SelectValue placeholder={lists.isLoading ? "Loading lists…" : "No list"} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_LIST}>No list</SelectItem>
            {(lists.data ?? []).map((l) => (
              <SelectItem key={l.id} value={l.id}>
                {l.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {overLimit ? (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <p className="flex items-start gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              This file has {formatCount(data.totalRows - data.committedRows)} rows and your plan has room for {formatCount(limit.remaining)} more contacts.{" "}
              {limit.message}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => begin(true)} disabled={busy || limit.remaining === 0}>
              Import what fits
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href={SUBSCRIPTION_HREF}>See plans</Link>
            </Button>
          </div>
        </div>
      ) : null}

      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
        {overLimit ? null : (
          <Button type="button" onClick={() => begin(false)} disabled={busy}>
            {busy ? "Starting…" : `Import ${formatCount(data.totalRows - data.committedRows)} rows`}
          </Button>
        )}
      </div>
    </div>
  );
}

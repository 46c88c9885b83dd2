"use client";

import { Search, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCount } from "@/lib/format";
import { FILTERS_ID } from "@/lib/landmarks";
import { assetKindLabel, assetKinds, assetStatusLabel, assetStatuses, type AssetKind, type AssetStatus } from "../../contracts/items.constants";
import type { AssetCounts } from "../../hooks/use-asset-list";
import { filterCount, type LibraryQuery } from "./library-query";

type Option = { id: string; name: string };

export type LibraryFiltersProps = {
  query: LibraryQuery;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (patch: Partial<LibraryQuery>) => void;
  onClear: () => void;
  counts: AssetCounts | undefined;
  kits: Option[];
  authors: Option[];
};

const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${formatCount(n)})`);

/**
 * The hub's filter bar (the shell's "Skip to filters" lands here): search, type, status, brand kit,
 * author, tag, campaign or plan, and the days it was last changed. Each choice applies at once; the
 * search after a pause in typing.
 */
export function LibraryFilters({ query, searchText, onSearchText, onChange, onClear, counts, kits, authors }: LibraryFiltersProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const filtered = filterCount(query) > 0 || searchText.trim() !== "";
  return (
    <section id={FILTERS_ID} tabIndex={-1} aria-label="Filters" className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 outline-none">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search assets"
          placeholder="Search titles and text"
          className="pl-8"
          value={searchText}
          maxLength={200}
          onChange={(e) => onSearchText(e.target.value)}
        />
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Labelled label="Type" htmlFor={field("type")}>
          <NativeSelect id={field("type")} value={query.type ?? ""} onChange={(e) => onChange({ type: (e.target.value || null) as AssetKind | null })}>
            <option value="">{withCount("All types", counts?.total)}</option>
            {assetKinds.map((kind) => (
              <option key={kind} value={kind}>
                {withCount(assetKindLabel[kind], counts?.kinds[kind])}
              </option>
            ))}
          </NativeSelect>
        </Labelled>
        <Labelled label="Status" htmlFor={field("status")}>
          <NativeSelect id={field("status")} value={query.status ?? ""} onChange={(e) => onChange({ status: (e.target.value || null) as AssetStatus | null })}>
            <option value="">All but archived</option>
            {assetStatuses.map((status) => (
              <option key={status} value={status}>
                {withCount(assetStatusLabel[status], counts?.statuses[status])}
              </option>
            ))}
          </NativeSelect>
        </Labelled>
        <Labelled label="Brand kit" htmlFor={field("kit")}>
          <NativeSelect id={field("kit")} value={query.kit ?? ""} onChange={(e) => onChange({ kit: e.target.value || null })}>
            <option value="">Any brand kit</option>
            {kits.map((kit) => (
              <option key={kit.id} value={kit.id}>
                {kit.name}
              </option>
            ))}
          </NativeSelect>
        </Labelled>
        <Labelled label="Author" htmlFor={field("author")}>
          <NativeSelect id={field("author")} value={query.author ?? ""} onChange={(e) => onChange({ author: e.target.value || null })}>
            <option value="">Anyone</option>
            {authors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </Labelled>
        <Labelled label="Tag" htmlFor={field("tag")}>
          <CommitInput id={field("tag")} value={query.tag} placeholder="spring-sale" maxLength={40} onCommit={(tag) => onChange({ tag: tag.toLowerCase() })} />
        </Labelled>
        <Labelled label="Campaign or plan" htmlFor={field("plan")}>
          <CommitInput id={field("plan")} value={query.plan} placeholder="Q3 launch" maxLength={200} onCommit={(plan) => onChange({ plan })} />
        </Labelled>
        <Labelled label="Changed from" htmlFor={field("from")}>
          <Input
            id={field("from")}
            type="date"
            value={query.from ?? ""}
            max={query.to ?? undefined}
            onChange={(e) => onChange({ from: e.target.value || null })}
          />
        </Labelled>
        <Labelled label="Changed until" htmlFor={field("to")}>
          <Input id={field("to")} type="date" value={query.to ?? ""} min={query.from ?? undefined} onChange={(e) => onChange({ to: e.target.value || null })} />
        </Labelled>
      </div>
      {filtered && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}

function Labelled({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text filter that applies when you press Enter or leave the field (not on every key). */
function CommitInput({ value, onCommit, ...props }: { id: string; value: string; placeholder: string; maxLength: number; onCommit: (value: string) => void }) {
  return (
    <Input
      key={value}
      defaultValue={value}
      onBlur={(e) => e.target.value.trim() !== value && onCommit(e.target.value.trim())}
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.currentTarget.value.trim() !== value) onCommit(e.currentTarget.value.trim());
      }}
      {...props}
    />
  );
}

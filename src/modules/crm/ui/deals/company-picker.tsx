"use client";

import { Building2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useDebounced } from "@/components/ui/use-debounced";
import { useCompanySearch } from "../../hooks/use-companies";
import { SearchCombobox } from "./search-combobox";

export type PickedCompany = { id: string; name: string };

/** One company, chosen by searching names and domains; shown with a button to clear it. */
export function CompanyPicker({
  id,
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  value: PickedCompany | null;
  onChange: (next: PickedCompany | null) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [query, setQuery] = useState("");
  const search = useDebounced(query.trim(), 250);
  const results = useCompanySearch(search, { enabled: !disabled && !value });
  const options = (results.data?.rows ?? []).map((c) => ({ id: c.id, label: c.name, hint: c.domain }));
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Company</Label>
      {value ? (
        <div className="flex h-9 items-center justify-between gap-2 rounded-md border bg-muted/40 pr-1 pl-3 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <Building2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span id={id} className="truncate">
              {value.name}
            </span>
          </span>
          {!disabled && (
            <Button type="button" size="icon" variant="ghost" className="size-7" aria-label={`Remove the company ${value.name}`} onClick={() => onChange(null)}>
              <X aria-hidden />
            </Button>
          )}
        </div>
      ) : (
        <SearchCombobox
          id={id}
          query={query}
          onQueryChange={setQuery}
          options={options}
          loading={results.isFetching}
          onPick={(o) => onChange({ id: o.id, name: o.label })}
          placeholder="Search companies by name or domain"
          emptyText={search ? "No company matches. Add it on the Companies tab." : "No companies yet"}
          disabled={disabled}
          describedBy={error ? errorId : undefined}
          invalid={!!error}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useDebounced } from "@/components/ui/use-debounced";
import { useContactSearch } from "../../hooks/use-contact-search";
import { SearchCombobox } from "./search-combobox";
import { contactLabel } from "../record-labels";

export type PickedContact = { id: string; label: string };

/** Several contacts, chosen by searching their names and emails; each shows as a removable chip. */
export function ContactsPicker({
  id,
  label = "Contacts",
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  label?: string;
  value: PickedContact[];
  onChange: (next: PickedContact[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [query, setQuery] = useState("");
  const search = useDebounced(query.trim(), 250);
  const results = useContactSearch(search, !disabled);
  const chosen = new Set(value.map((c) => c.id));
  const options = (results.data?.rows ?? [])
    .filter((c) => !chosen.has(c.id))
    .map((c) => ({ id: c.id, label: contactLabel(c), hint: c.email && contactLabel(c) !== c.email ? c.email : c.companyName }));
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((c) => (
            <li key={c.id} className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-2.5 text-xs text-secondary-foreground">
              {c.label}
              {!disabled && (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-6 rounded-full"
                  aria-label={`Remove ${c.label}`}
                  onClick={() => onChange(value.filter((v) => v.id !== c.id))}
                >
                  <X aria-hidden className="size-3" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SearchCombobox
        id={id}
        query={query}
        onQueryChange={setQuery}
        options={options}
        loading={results.isFetching}
        onPick={(o) => onChange([...value, { id: o.id, label: o.label }])}
        placeholder="Search contacts by name or email"
        emptyText={search ? "No contact matches" : "No contacts yet"}
        disabled={disabled}
        describedBy={error ? errorId : undefined}
        invalid={!!error}
      />
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

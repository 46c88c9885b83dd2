"use client";

import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { RuleOption } from "../../hooks/use-lists";

/** Several values from a known set: a button naming the choice, opening a menu of checkboxes (keyboard: arrows, Space). */
export function MultiPick({
  label,
  options,
  value,
  onChange,
  invalid,
}: {
  label: string;
  options: readonly RuleOption[];
  value: string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
}) {
  const chosen = options.filter((o) => value.includes(o.key));
  const unknown = value.filter((v) => !options.some((o) => o.key === v));
  const summary = [...chosen.map((o) => o.label), ...unknown].join(", ");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="w-full justify-between font-normal"
          aria-label={`${label}: ${summary || "none chosen"}`}
          aria-invalid={invalid || undefined}
        >
          <span className={summary ? "truncate" : "truncate text-muted-foreground"}>{summary || "Choose values"}</span>
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-72">
        {options.length === 0 && <p className="px-2 py-1.5 text-sm text-muted-foreground">Nothing to choose yet.</p>}
        {[...options, ...unknown.map((key) => ({ key, label: key }))].map((o) => (
          <DropdownMenuCheckboxItem
            key={o.key}
            checked={value.includes(o.key)}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(on) => onChange(on ? [...value, o.key] : value.filter((v) => v !== o.key))}
          >
            {o.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

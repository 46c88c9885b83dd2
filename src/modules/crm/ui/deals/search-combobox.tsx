"use client";

import { useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export type ComboOption = { id: string; label: string; hint?: string | null };

/**
 * A search box that offers matches to pick (the ARIA combobox pattern): type to search, arrows to
 * move through the matches, Enter to pick, Escape to close. The parent runs the search.
 */
export function SearchCombobox({
  id,
  query,
  onQueryChange,
  options,
  loading,
  onPick,
  placeholder,
  emptyText = "No matches",
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  options: ComboOption[];
  loading: boolean;
  onPick: (option: ComboOption) => void;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${id}-options`;
  const optionId = (o: ComboOption) => `${id}-option-${o.id}`;
  const current = options[Math.min(active, options.length - 1)];

  const pick = (option: ComboOption) => {
    onPick(option);
    onQueryChange("");
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length === 0 ? 0 : (i + step + options.length) % options.length));
    } else if (event.key === "Enter" && open && current) {
      event.preventDefault();
      pick(current);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && current ? optionId(current) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={query}
        disabled={disabled}
        onChange={(e) => {
          onQueryChange(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matches"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {loading && options.length === 0 ? (
            <li role="presentation" className="px-2 py-1.5 text-sm text-muted-foreground">
              Searching…
            </li>
          ) : options.length === 0 ? (
            <li role="presentation" className="px-2 py-1.5 text-sm text-muted-foreground">
              {emptyText}
            </li>
          ) : (
            options.map((o, i) => (
              <li
                key={o.id}
                id={optionId(o)}
                role="option"
                aria-selected={o === current}
                className={cn("flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm", o === current && "bg-accent text-accent-foreground")}
                // Keep the focus in the box: picking must not blur (and close) it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="truncate">{o.label}</span>
                {o.hint ? <span className="truncate text-xs text-muted-foreground">{o.hint}</span> : null}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

"use client";

import { Columns3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { switchColumn, type ColumnDef } from "./columns";

/**
 * Which columns a table shows: standard fields, then custom fields, in the order of `available`. The
 * first column (the record's name) always shows and isn't listed.
 */
export function ColumnsMenu({
  available,
  value,
  onChange,
  defaults,
}: {
  available: readonly ColumnDef[];
  value: string[];
  onChange: (ids: string[]) => void;
  defaults: string[];
}) {
  const standard = available.filter((c) => !c.custom);
  const custom = available.filter((c) => c.custom);
  const item = (c: ColumnDef) => (
    <DropdownMenuCheckboxItem
      key={c.id}
      checked={value.includes(c.id)}
      onSelect={(e) => e.preventDefault()}
      onCheckedChange={(on) => onChange(switchColumn(value, c.id, on === true, available))}
    >
      {c.label}
    </DropdownMenuCheckboxItem>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden /> Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(70dvh,32rem)] w-60 overflow-y-auto">
        <DropdownMenuLabel>Standard fields</DropdownMenuLabel>
        {standard.map(item)}
        {custom.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Custom fields</DropdownMenuLabel>
            {custom.map(item)}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onChange(defaults)}>Reset to the default columns</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

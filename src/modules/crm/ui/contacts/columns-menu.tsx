"use client";

import { Columns3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { availableColumns, defaultColumnIds, toggleColumn, type CustomFieldLike } from "./columns";

/** Which columns the table shows: standard fields, then custom fields. The name always shows. */
export function ColumnsMenu({ value, onChange, customFields }: { value: string[]; onChange: (ids: string[]) => void; customFields: CustomFieldLike[] }) {
  const columns = availableColumns(customFields);
  const standard = columns.filter((c) => !c.custom);
  const custom = columns.filter((c) => c.custom);
  const item = (c: (typeof columns)[number]) => (
    <DropdownMenuCheckboxItem key={c.id} checked={value.includes(c.id)} onSelect={(e) => e.preventDefault()} onCheckedChange={(on) => onChange(toggleColumn(value, c.id, on === true, customFields))}>
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
      <DropdownMenuContent align="end" className="w-60">
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
        <DropdownMenuItem onSelect={() => onChange(defaultColumnIds)}>Reset to the default columns</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

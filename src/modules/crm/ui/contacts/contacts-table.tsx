"use client";

import { VirtualTable } from "../table/virtual-table";
import { displayName, type ColumnDef, type SortField, type SortState } from "./columns";
import { ContactCell } from "./contact-cell";
import type { Selection } from "./table-state";
import type { ContactRow } from "./types";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";

export type ContactsTableProps = {
  rows: ContactRow[];
  /** How many contacts match (for screen readers' row count), when known. */
  total: number | undefined;
  columns: ColumnDef[];
  crm: CrmWorkspace;
  sort: SortState;
  onSort: (field: SortField) => void;
  selection: Selection;
  onToggleRow: (id: string) => void;
  onTogglePage: () => void;
  onOpen: (id: string) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Checkboxes only for people who can act on a selection. */
  selectable: boolean;
};

/** The contacts table: the CRM's virtual table, each row a contact (`tr[data-contact]`). */
export function ContactsTable({ crm, ...props }: ContactsTableProps) {
  return (
    <VirtualTable
      {...props}
      cell={(column, row) => <ContactCell column={column} row={row} crm={crm} />}
      label="Contacts"
      records="contacts"
      rowLabel={displayName}
      rowAttr="contact"
      testId="contacts-scroller"
    />
  );
}

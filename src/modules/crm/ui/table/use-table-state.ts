"use client";

import { useState } from "react";
import { columnsStorageKeyFor } from "./columns";
import { noSelection, type Selection } from "./selection";
import { readStoredColumns, rememberColumns } from "./stored-columns";

/**
 * The columns this person last picked for `table` in this workspace, remembered by the browser. (The
 * CRM tables draw only once their rows arrive in the browser, so the server's render never shows columns.)
 */
export function useStoredColumns(table: string, workspaceId: string, defaults: string[]) {
  const key = columnsStorageKeyFor(table, workspaceId);
  const [stored, setStored] = useState(() => ({ key, columns: readStoredColumns(key, defaults) }));
  if (stored.key !== key) setStored({ key, columns: readStoredColumns(key, defaults) });
  const set = (columns: string[]) => {
    setStored({ key, columns });
    rememberColumns(key, columns);
  };
  return [stored.columns, set] as const;
}

/** Ticked rows that belong to one filter, search and order (`key`): a new one starts with none. */
export function useKeyedSelection(key: string) {
  const [picked, setPicked] = useState<{ key: string; selection: Selection }>({ key, selection: noSelection });
  const selection = picked.key === key ? picked.selection : noSelection;
  return [selection, (next: Selection) => setPicked({ key, selection: next })] as const;
}

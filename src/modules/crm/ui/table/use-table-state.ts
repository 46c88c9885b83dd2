"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { columnsStorageKeyFor, parseStoredColumns } from "./columns";
import { noSelection, type Selection } from "./selection";
import { rememberColumns } from "./stored-columns";

/** Tells this tab's tables that a remembered choice changed (the `storage` event covers the other tabs). */
const CHANGED = "crm-stored-columns";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => (window.removeEventListener("storage", onChange), window.removeEventListener(CHANGED, onChange));
}

function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The columns this person last picked for `table` in this workspace, remembered by the browser. The
 * server (which has no storage) and the browser's first render use `defaults`, then the browser's
 * choice replaces them: a prefetched table renders the same on both sides, and hydrates without a mismatch.
 */
export function useStoredColumns(table: string, workspaceId: string, defaults: string[]) {
  const key = columnsStorageKeyFor(table, workspaceId);
  const text = useSyncExternalStore(
    subscribe,
    () => storedText(key),
    () => null,
  );
  const columns = useMemo(() => parseStoredColumns(text) ?? defaults, [text, defaults]);
  const set = (next: string[]) => {
    rememberColumns(key, next);
    window.dispatchEvent(new Event(CHANGED));
  };
  return [columns, set] as const;
}

/** Ticked rows that belong to one filter, search and order (`key`): a new one starts with none. */
export function useKeyedSelection(key: string) {
  const [picked, setPicked] = useState<{ key: string; selection: Selection }>({ key, selection: noSelection });
  const selection = picked.key === key ? picked.selection : noSelection;
  return [selection, (next: Selection) => setPicked({ key, selection: next })] as const;
}

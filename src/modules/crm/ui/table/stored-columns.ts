import { parseStoredColumns } from "./columns";

/** The columns this person last picked for a table in this browser (`defaults` on the server and when none). */
export function readStoredColumns(key: string, defaults: string[]): string[] {
  if (typeof window === "undefined") return defaults;
  try {
    return parseStoredColumns(window.localStorage.getItem(key)) ?? defaults;
  } catch {
    return defaults;
  }
}

/** Remembers the picked columns for the next visit. */
export function rememberColumns(key: string, columns: string[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(columns));
  } catch {
    // Private mode or a full storage: the choice holds for this visit only.
  }
}

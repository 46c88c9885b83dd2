/** Remembers the picked columns for the next visit. */
export function rememberColumns(key: string, columns: string[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(columns));
  } catch {
    // Private mode or a full storage: the choice holds for this visit only.
  }
}

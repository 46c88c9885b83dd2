/** Which rows of a table are picked: some ids, or everything the filter matches. */
export type Selection = { kind: "ids"; ids: ReadonlySet<string> } | { kind: "all" };
export const noSelection: Selection = { kind: "ids", ids: new Set() };

/** Ticks or unticks one row; unticking a row of "all matching" keeps the other loaded rows ticked. */
export function toggleRow(selection: Selection, id: string, loadedIds: readonly string[]): Selection {
  const ids = new Set(selection.kind === "all" ? loadedIds : selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { kind: "ids", ids };
}

/** The header checkbox: ticks every loaded row, or clears when they all are. */
export function togglePage(selection: Selection, loadedIds: readonly string[]): Selection {
  return pageState(selection, loadedIds) === "all" ? noSelection : { kind: "ids", ids: new Set(loadedIds) };
}

export function pageState(selection: Selection, loadedIds: readonly string[]): "none" | "some" | "all" {
  if (selection.kind === "all") return loadedIds.length > 0 ? "all" : "none";
  const picked = loadedIds.filter((id) => selection.ids.has(id)).length;
  if (picked === 0) return selection.ids.size > 0 ? "some" : "none";
  return picked === loadedIds.length ? "all" : "some";
}

export const isSelected = (selection: Selection, id: string) => selection.kind === "all" || selection.ids.has(id);

/** How many rows an action would touch; `total` is the filter's count. */
export const selectedCount = (selection: Selection, total: number) => (selection.kind === "all" ? total : selection.ids.size);

/** The `selection` input of the companies' and deals' bulk procedures: the picked ids, or the table's filter. */
export function selectionOf<F>(selection: Selection, filter: F): { ids: string[] } | { filter: F } {
  return selection.kind === "all" ? { filter } : { ids: [...selection.ids] };
}

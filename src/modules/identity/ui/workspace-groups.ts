import type { ShellWorkspace } from "./workspace-switcher";

export type ListedWorkspace = ShellWorkspace & { agencyId: string | null };

/** Agencies first with their clients under them, then brands; each group sorted by name. */
export function groupWorkspaces(list: ListedWorkspace[]): { label: string; items: ListedWorkspace[] }[] {
  const byName = (a: ListedWorkspace, b: ListedWorkspace) => a.name.localeCompare(b.name);
  const groups: { label: string; items: ListedWorkspace[] }[] = [];
  for (const agency of list.filter((w) => w.kind === "agency").sort(byName)) {
    const clients = list.filter((w) => w.agencyId === agency.id).sort(byName);
    groups.push({ label: `Agency: ${agency.name}`, items: [agency, ...clients] });
  }
  const grouped = new Set(groups.flatMap((g) => g.items.map((w) => w.id)));
  const rest = list.filter((w) => !grouped.has(w.id)).sort(byName);
  if (rest.length > 0) groups.push({ label: groups.length > 0 ? "Other workspaces" : "Workspaces", items: rest });
  return groups;
}

/**
 * The breadcrumb trail from a title table, without the route registry: the browser's breadcrumbs
 * get the table from the server (titles only), so the registry's descriptions stay off the client.
 */
export const CRUMB_BASE = "/marketing-dashboard";

/** Page titles keyed by path below /marketing-dashboard ("home", "settings/general" …). */
export type CrumbTitles = Readonly<Record<string, string>>;

export type Crumb = { url: string; title: string };

/** Each titled ancestor of the path, then the path itself (when titled). */
export function crumbTrail(path: string, titles: CrumbTitles): Crumb[] {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (clean !== CRUMB_BASE && !clean.startsWith(`${CRUMB_BASE}/`)) return [];
  const parts = clean.slice(CRUMB_BASE.length).split("/").filter(Boolean);
  const trail: Crumb[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const key = parts.slice(0, i).join("/");
    const title = titles[key];
    if (title !== undefined) trail.push({ url: `${CRUMB_BASE}/${key}`, title });
  }
  return trail;
}

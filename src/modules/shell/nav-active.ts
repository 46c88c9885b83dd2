/**
 * A sidebar item's address; `also`: other pages it stands for (a family of reports), so it stays
 * highlighted on them. No icons here, so the browser's links stay small.
 */
export type NavTarget = { href: string; also?: readonly string[] };

/** True when `pathname` is the item's page or below it ("/marketing-dashboard/" counts as home). */
export function isActive(item: NavTarget, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.href === "/marketing-dashboard/home" && path === "/marketing-dashboard") return true;
  return [item.href, ...(item.also ?? [])].some((href) => path === href || path.startsWith(`${href}/`));
}

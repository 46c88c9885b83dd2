/**
 * The tabs of data/crm-lists, in order; the id is the `?tab=` value of the address. Pure data: the
 * route (a server file) reads it to know which tab to prefetch, and crm-tabs.ts gives each its panel.
 * The route must not import crm-tabs.ts: a server file that reaches the panels' `next/dynamic`
 * imports puts all five panels in the page's first load.
 */
export const crmTabList = [
  { id: "contacts", label: "Contacts" },
  { id: "companies", label: "Companies" },
  { id: "deals", label: "Deals" },
  { id: "lists", label: "Lists and segments" },
  { id: "imports", label: "Imports" },
] as const;

export type CrmTabId = (typeof crmTabList)[number]["id"];

/** The tab an address asks for (`?tab=`), or the first one. */
export function crmTabOf(param: string | null): CrmTabId {
  return crmTabList.find((t) => t.id === param)?.id ?? crmTabList[0].id;
}

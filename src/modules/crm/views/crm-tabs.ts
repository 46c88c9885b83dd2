import dynamic from "next/dynamic";
import type { ComponentType } from "react";

// Each panel is its own chunk: the page's first load carries only the open tab's panel, not all five.
const ContactsPanel = dynamic(() => import("../ui/contacts/contacts-panel").then((m) => m.ContactsPanel));
const CompaniesPanel = dynamic(() => import("../ui/companies/companies-panel").then((m) => m.CompaniesPanel));
const DealsPanel = dynamic(() => import("../ui/deals/deals-panel").then((m) => m.DealsPanel));
const ListsPanel = dynamic(() => import("../ui/lists/lists-panel").then((m) => m.ListsPanel));
const ImportsPanel = dynamic(() => import("../ui/import/imports-panel").then((m) => m.ImportsPanel));

/**
 * The tabs of data/crm-lists, in order. Each area adds its entry here once its panel works end to
 * end; the tab's id is the `?tab=` value of the address.
 */
export type CrmTab = { id: string; label: string; Panel: ComponentType };

export const crmTabs: CrmTab[] = [
  { id: "contacts", label: "Contacts", Panel: ContactsPanel },
  { id: "companies", label: "Companies", Panel: CompaniesPanel },
  { id: "deals", label: "Deals", Panel: DealsPanel },
  { id: "lists", label: "Lists and segments", Panel: ListsPanel },
  { id: "imports", label: "Imports", Panel: ImportsPanel },
  // entries are added by each CRM area (contacts, companies, deals, lists, imports)
];

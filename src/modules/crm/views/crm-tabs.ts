import type { ComponentType } from "react";
import { CompaniesPanel } from "../ui/companies/companies-panel";
import { ContactsPanel } from "../ui/contacts/contacts-panel";
import { DealsPanel } from "../ui/deals/deals-panel";
import { ImportsPanel } from "../ui/import/imports-panel";
import { ListsPanel } from "../ui/lists/lists-panel";

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

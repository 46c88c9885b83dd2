import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { crmTabList, type CrmTabId } from "./crm-tab-list";

// Each panel is its own chunk: the page's first load carries only the open tab's panel, not all five.
const ContactsPanel = dynamic(() => import("../ui/contacts/contacts-panel").then((m) => m.ContactsPanel));
const CompaniesPanel = dynamic(() => import("../ui/companies/companies-panel").then((m) => m.CompaniesPanel));
const DealsPanel = dynamic(() => import("../ui/deals/deals-panel").then((m) => m.DealsPanel));
const ListsPanel = dynamic(() => import("../ui/lists/lists-panel").then((m) => m.ListsPanel));
const ImportsPanel = dynamic(() => import("../ui/import/imports-panel").then((m) => m.ImportsPanel));
const panels: Record<CrmTabId, ComponentType> = {
  contacts: ContactsPanel,
  companies: CompaniesPanel,
  deals: DealsPanel,
  lists: ListsPanel,
  imports: ImportsPanel,
};

/** The tabs of data/crm-lists (crm-tab-list.ts), each with its panel. */
export type CrmTab = { id: CrmTabId; label: string; Panel: ComponentType };

export const crmTabs: CrmTab[] = crmTabList.map((t) => ({ ...t, Panel: panels[t.id] }));

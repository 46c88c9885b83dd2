import "server-only";
import { router } from "@/server/trpc/init";
import { activitiesRouter } from "./activities.router";
import { companiesRouter } from "./companies.router";
import { contactsRouter } from "./contacts.router";
import { dealsRouter } from "./deals.router";
import { importsRouter } from "./imports.router";
import { listsRouter } from "./lists.router";
import { pipelinesRouter } from "./pipelines.router";
import { customFieldsRouter, savedViewsRouter, settingsRouter } from "./settings.router";

/** The CRM's procedures, one sub-router per entity (crm.contacts.list, crm.lists.addContacts…). */
export const crmRouter = router({
  // sub-routers: one line each, kept in alphabetical order
  activities: activitiesRouter,
  companies: companiesRouter,
  contacts: contactsRouter,
  customFields: customFieldsRouter,
  deals: dealsRouter,
  imports: importsRouter,
  lists: listsRouter,
  pipelines: pipelinesRouter,
  savedViews: savedViewsRouter,
  settings: settingsRouter,
});

import "server-only";
import { z } from "zod";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  bulkDeleteInput,
  bulkUpdateInput,
  contactIdInput,
  createContactInput,
  eraseContactInput,
  listContactsInput,
  setConsentInput,
  updateContactInput,
} from "../contracts/contacts.contracts";
import { segmentRules } from "../contracts/segments.contracts";
import { bulkDeleteContacts, bulkUpdateContacts, eraseContact, exportContactData } from "./contacts-bulk.service";
import { countContacts, listContacts, listTags } from "./contacts.queries";
import { createContact, getContact, setConsent, updateContact } from "./contacts.service";
import { text } from "@/lib/text";

export const contactsRouter = router({
  list: requires("crm.read")
    .input(listContactsInput)
    .query(({ ctx, input }) => listContacts(ctx.db, ctx.tenant, input)),
  count: requires("crm.read")
    .input(z.object({ rules: segmentRules.optional(), search: text().trim().max(200).optional() }))
    .query(({ ctx, input }) => countContacts(ctx.db, ctx.tenant, input.rules, input.search)),
  tags: requires("crm.read").query(({ ctx }) => listTags(ctx.db, ctx.tenant)),
  get: requires("crm.read")
    .input(contactIdInput)
    .query(({ ctx, input }) => getContact(ctx.db, ctx.tenant, input.id)),
  create: requires("crm.write")
    .input(createContactInput)
    .mutation(({ ctx, input }) => createContact(ctx.db, ctx.tenant, input)),
  update: requires("crm.write")
    .input(updateContactInput)
    .mutation(({ ctx, input }) => updateContact(ctx.db, ctx.tenant, input)),
  setConsent: requires("crm.write")
    .input(setConsentInput)
    .mutation(({ ctx, input }) => setConsent(ctx.db, ctx.tenant, input)),
  bulkUpdate: requires("crm.write")
    .input(bulkUpdateInput)
    .mutation(({ ctx, input }) => bulkUpdateContacts(ctx.db, ctx.tenant, input)),
  bulkDelete: requires("crm.delete")
    .input(bulkDeleteInput)
    .mutation(({ ctx, input }) => bulkDeleteContacts(ctx.db, ctx.tenant, input.selection)),
  exportData: requires("crm.export")
    .input(contactIdInput)
    .query(({ ctx, input }) => exportContactData(ctx.db, ctx.tenant, input.id)),
  erase: requires("crm.delete")
    .input(eraseContactInput)
    .mutation(({ ctx, input }) => eraseContact(ctx.db, ctx.tenant, input.id)),
});

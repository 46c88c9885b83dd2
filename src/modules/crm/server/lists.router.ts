import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  addContactsInput,
  countRulesInput,
  createListInput,
  listIdInput,
  listListsInput,
  listMembersInput,
  previewRulesInput,
  removeContactsInput,
  updateListInput,
} from "../contracts/lists.contracts";
import { countRules, listMembersPage, previewRules } from "./lists.queries";
import { addContacts, createList, deleteList, getList, listLists, removeContacts, updateList } from "./lists.service";

/** crm.lists: static lists and segments (the CSV export is a route: /api/crm/lists/[id]/export). */
export const listsRouter = router({
  list: requires("crm.read")
    .input(listListsInput)
    .query(({ ctx, input }) => listLists(ctx.db, ctx.tenant, input)),
  get: requires("crm.read")
    .input(listIdInput)
    .query(({ ctx, input }) => getList(ctx.db, ctx.tenant, input.id)),
  members: requires("crm.read")
    .input(listMembersInput)
    .query(({ ctx, input }) => listMembersPage(ctx.db, ctx.tenant, input)),
  count: requires("crm.read")
    .input(countRulesInput)
    .query(({ ctx, input }) => countRules(ctx.db, ctx.tenant, input)),
  preview: requires("crm.read")
    .input(previewRulesInput)
    .query(({ ctx, input }) => previewRules(ctx.db, ctx.tenant, input)),
  create: requires("crm.write")
    .input(createListInput)
    .mutation(({ ctx, input }) => createList(ctx.db, ctx.tenant, input)),
  update: requires("crm.write")
    .input(updateListInput)
    .mutation(({ ctx, input }) => updateList(ctx.db, ctx.tenant, input)),
  delete: requires("crm.write")
    .input(listIdInput)
    .mutation(({ ctx, input }) => deleteList(ctx.db, ctx.tenant, input.id)),
  addContacts: requires("crm.write")
    .input(addContactsInput)
    .mutation(({ ctx, input }) => addContacts(ctx.db, ctx.tenant, input)),
  removeContacts: requires("crm.write")
    .input(removeContactsInput)
    .mutation(({ ctx, input }) => removeContacts(ctx.db, ctx.tenant, input)),
});

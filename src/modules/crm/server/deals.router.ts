import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  boardInput,
  bulkDeleteDealsInput,
  bulkUpdateDealsInput,
  createDealInput,
  dealContactsInput,
  dealIdInput,
  dealListFilters,
  listDealsInput,
  moveDealInput,
  updateDealInput,
} from "../contracts/deals.contracts";
import { bulkDeleteDeals, bulkUpdateDeals } from "./deals-bulk.service";
import { countDeals, dealsBoard, getDeal, listDeals } from "./deals.queries";
import { associateDealContacts, createDeal, deleteDeal, dissociateDealContacts, moveDeal, updateDeal } from "./deals.service";

export const dealsRouter = router({
  list: requires("crm.read")
    .input(listDealsInput)
    .query(({ ctx, input }) => listDeals(ctx.db, ctx.tenant, input)),
  count: requires("crm.read")
    .input(dealListFilters)
    .query(({ ctx, input }) => countDeals(ctx.db, ctx.tenant, input)),
  board: requires("crm.read")
    .input(boardInput)
    .query(({ ctx, input }) => dealsBoard(ctx.db, ctx.tenant, input)),
  get: requires("crm.read")
    .input(dealIdInput)
    .query(({ ctx, input }) => getDeal(ctx.db, ctx.tenant, input.id)),
  create: requires("crm.write")
    .input(createDealInput)
    .mutation(({ ctx, input }) => createDeal(ctx.db, ctx.tenant, input)),
  update: requires("crm.write")
    .input(updateDealInput)
    .mutation(({ ctx, input }) => updateDeal(ctx.db, ctx.tenant, input)),
  move: requires("crm.write")
    .input(moveDealInput)
    .mutation(({ ctx, input }) => moveDeal(ctx.db, ctx.tenant, input)),
  delete: requires("crm.delete")
    .input(dealIdInput)
    .mutation(({ ctx, input }) => deleteDeal(ctx.db, ctx.tenant, input.id)),
  associateContacts: requires("crm.write")
    .input(dealContactsInput)
    .mutation(({ ctx, input }) => associateDealContacts(ctx.db, ctx.tenant, input)),
  dissociateContacts: requires("crm.write")
    .input(dealContactsInput)
    .mutation(({ ctx, input }) => dissociateDealContacts(ctx.db, ctx.tenant, input)),
  bulkUpdate: requires("crm.write")
    .input(bulkUpdateDealsInput)
    .mutation(({ ctx, input }) => bulkUpdateDeals(ctx.db, ctx.tenant, input)),
  bulkDelete: requires("crm.delete")
    .input(bulkDeleteDealsInput)
    .mutation(({ ctx, input }) => bulkDeleteDeals(ctx.db, ctx.tenant, input.selection)),
});

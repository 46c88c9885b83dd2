import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  bulkDeleteCompaniesInput,
  bulkUpdateCompaniesInput,
  companyContactsInput,
  companyFilters,
  companyIdInput,
  createCompanyInput,
  listCompaniesInput,
  updateCompanyInput,
} from "../contracts/companies.contracts";
import { bulkDeleteCompanies, bulkUpdateCompanies } from "./companies-bulk.service";
import { countCompanies, listCompanies } from "./companies.queries";
import { associateCompanyContacts, createCompany, deleteCompany, dissociateCompanyContacts, getCompany, updateCompany } from "./companies.service";

export const companiesRouter = router({
  list: requires("crm.read")
    .input(listCompaniesInput)
    .query(({ ctx, input }) => listCompanies(ctx.db, ctx.tenant, input)),
  count: requires("crm.read")
    .input(companyFilters)
    .query(({ ctx, input }) => countCompanies(ctx.db, ctx.tenant, input)),
  get: requires("crm.read")
    .input(companyIdInput)
    .query(({ ctx, input }) => getCompany(ctx.db, ctx.tenant, input.id)),
  create: requires("crm.write")
    .input(createCompanyInput)
    .mutation(({ ctx, input }) => createCompany(ctx.db, ctx.tenant, input)),
  update: requires("crm.write")
    .input(updateCompanyInput)
    .mutation(({ ctx, input }) => updateCompany(ctx.db, ctx.tenant, input)),
  delete: requires("crm.delete")
    .input(companyIdInput)
    .mutation(({ ctx, input }) => deleteCompany(ctx.db, ctx.tenant, input.id)),
  associateContacts: requires("crm.write")
    .input(companyContactsInput)
    .mutation(({ ctx, input }) => associateCompanyContacts(ctx.db, ctx.tenant, input)),
  dissociateContacts: requires("crm.write")
    .input(companyContactsInput)
    .mutation(({ ctx, input }) => dissociateCompanyContacts(ctx.db, ctx.tenant, input)),
  bulkUpdate: requires("crm.write")
    .input(bulkUpdateCompaniesInput)
    .mutation(({ ctx, input }) => bulkUpdateCompanies(ctx.db, ctx.tenant, input)),
  bulkDelete: requires("crm.delete")
    .input(bulkDeleteCompaniesInput)
    .mutation(({ ctx, input }) => bulkDeleteCompanies(ctx.db, ctx.tenant, input.selection)),
});

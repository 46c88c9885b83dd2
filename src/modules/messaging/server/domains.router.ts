import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { addDomainInput, domainIdInput, domainSmtpInput } from "../contracts/domains.contracts";
import { saveDomainSmtp, testDomainSmtp } from "./domain-smtp.service";
import { addDomain, checkDomain, getDomain, listDomains, removeDomain } from "./domains.service";

/** messaging.domains: sending domains, their DNS records and checks, and their own SMTP servers. */
export const domainsRouter = router({
  list: requires("messaging.read").query(({ ctx }) => listDomains(ctx.db, ctx.tenant)),
  get: requires("messaging.read")
    .input(domainIdInput)
    .query(({ ctx, input }) => getDomain(ctx.db, ctx.tenant, input.id)),
  add: requires("messaging.manage")
    .input(addDomainInput)
    .mutation(({ ctx, input }) => addDomain(ctx.db, ctx.tenant, input)),
  remove: requires("messaging.manage")
    .input(domainIdInput)
    .mutation(({ ctx, input }) => removeDomain(ctx.db, ctx.tenant, input.id)),
  check: requires("messaging.manage")
    .input(domainIdInput)
    .mutation(({ ctx, input }) => checkDomain(ctx.db, ctx.tenant, input.id)),
  saveSmtp: requires("messaging.manage")
    .input(domainSmtpInput)
    .mutation(({ ctx, input }) => saveDomainSmtp(ctx.db, ctx.tenant, input)),
  testSmtp: requires("messaging.manage")
    .input(domainSmtpInput)
    .mutation(({ ctx, input }) => testDomainSmtp(ctx.db, ctx.tenant, input)),
});

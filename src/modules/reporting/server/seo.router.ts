import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { seoAuditIdInput, startSeoAuditInput } from "../contracts/seo-audit.contracts";
import { enqueueSeoAudit } from "../jobs/seo-audit.job";
import { cancelSeoAudit, diffSeoAudit, getSeoAudit, listSeoAudits, startSeoAudit } from "./seo-audit.service";

/** `reporting.seo.*`: the SEO audit page. */
export const seoRouter = router({
  list: requires("reports.read").query(({ ctx }) => listSeoAudits(ctx.db, ctx.tenant)),
  get: requires("reports.read")
    .input(seoAuditIdInput)
    .query(({ ctx, input }) => getSeoAudit(ctx.db, ctx.tenant, input)),
  diff: requires("reports.read")
    .input(seoAuditIdInput)
    .query(({ ctx, input }) => diffSeoAudit(ctx.db, ctx.tenant, input)),
  start: requires("reports.manage")
    .input(startSeoAuditInput)
    .mutation(({ ctx, input }) => startSeoAudit(ctx.db, ctx.tenant, input, enqueueSeoAudit)),
  cancel: requires("reports.manage")
    .input(seoAuditIdInput)
    .mutation(({ ctx, input }) => cancelSeoAudit(ctx.db, ctx.tenant, input)),
});

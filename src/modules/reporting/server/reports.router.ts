import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { reportRangeInput } from "../contracts/report-range.input";
import {
  adReportInput,
  campaignsInput,
  emailReportInput,
  removeBudgetInput,
  searchReportInput,
  setBudgetInput,
  socialReportInput,
  reportViewedInput,
  sourcesInput,
} from "../contracts/report.contracts";
import { adReport } from "./ads.queries";
import { insights, listBudgets, removeBudget, setBudget } from "./insights.queries";
import { overviewReport } from "./overview.queries";
import { emailReport, socialReport, storeReport } from "./owned.queries";
import { campaignOptions, reportSources } from "./filters.queries";
import { recordReportViewed } from "./report-viewed";
import { searchReport, webReport } from "./web-search.queries";

/** Every report reads the warehouse's rollups for the caller's workspace; every role may read them. */
export const reportsRouter = router({
  sources: requires("reports.read")
    .input(sourcesInput)
    .query(({ ctx, input }) => reportSources(ctx.db, ctx.tenant, input)),
  // A query, though it records: opening a report is reading it, which every role (viewers too) may do.
  viewed: requires("reports.read")
    .input(reportViewedInput)
    .query(({ ctx, input }) => recordReportViewed(ctx.tenant, input)),
  campaigns: requires("reports.read")
    .input(campaignsInput)
    .query(({ ctx, input }) => campaignOptions(ctx.db, ctx.tenant, input)),
  overview: requires("reports.read")
    .input(reportRangeInput)
    .query(({ ctx, input }) => overviewReport(ctx.db, ctx.tenant, input)),
  insights: requires("reports.read")
    .input(reportRangeInput)
    .query(({ ctx, input }) => insights(ctx.db, ctx.tenant, input)),
  ads: requires("reports.read")
    .input(adReportInput)
    .query(({ ctx, input }) => adReport(ctx.db, ctx.tenant, input)),
  web: requires("reports.read")
    .input(reportRangeInput)
    .query(({ ctx, input }) => webReport(ctx.db, ctx.tenant, input)),
  search: requires("reports.read")
    .input(searchReportInput)
    .query(({ ctx, input }) => searchReport(ctx.db, ctx.tenant, input)),
  email: requires("reports.read")
    .input(emailReportInput)
    .query(({ ctx, input }) => emailReport(ctx.db, ctx.tenant, input)),
  store: requires("reports.read")
    .input(reportRangeInput)
    .query(({ ctx, input }) => storeReport(ctx.db, ctx.tenant, input)),
  social: requires("reports.read")
    .input(socialReportInput)
    .query(({ ctx, input }) => socialReport(ctx.db, ctx.tenant, input)),
});

export const budgetsRouter = router({
  list: requires("reports.read").query(({ ctx }) => listBudgets(ctx.db, ctx.tenant)),
  set: requires("reports.manage")
    .input(setBudgetInput)
    .mutation(({ ctx, input }) => setBudget(ctx.db, ctx.tenant, input)),
  remove: requires("reports.manage")
    .input(removeBudgetInput)
    .mutation(({ ctx, input }) => removeBudget(ctx.db, ctx.tenant, input)),
});

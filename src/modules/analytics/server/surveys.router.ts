import "server-only";
import type { Permission } from "@/modules/identity";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import type { SurveyAudience } from "../contracts/surveys.constants";
import { saveSurveyInput, surveyIdInput } from "../contracts/surveys.contracts";
import { surveyResponsesCsv, surveyResults } from "./survey-results.service";
import { deleteSurvey, getSurvey, listSurveys, saveSurvey, setSurveyStatus, surveyAssignees } from "./surveys.service";

/** One audience's survey procedures: who reads and who writes them differ (site surveys: the website roles; the product's: admins). */
export function surveysRouterFor(audience: SurveyAudience, read: Permission, write: Permission) {
  return router({
    list: requires(read).query(({ ctx }) => listSurveys(ctx.db, ctx.tenant, audience)),
    assignees: requires(write).query(({ ctx }) => surveyAssignees(ctx.db, ctx.tenant)),
    get: requires(read)
      .input(surveyIdInput)
      .query(({ ctx, input }) => getSurvey(ctx.db, ctx.tenant, audience, input.id)),
    results: requires(read)
      .input(surveyIdInput)
      .query(({ ctx, input }) => surveyResults(ctx.db, ctx.tenant, audience, input.id)),
    csv: requires(read)
      .input(surveyIdInput)
      .query(({ ctx, input }) => surveyResponsesCsv(ctx.db, ctx.tenant, audience, input.id)),
    save: requires(write)
      .input(saveSurveyInput)
      .mutation(({ ctx, input }) => saveSurvey(ctx.db, ctx.tenant, audience, input)),
    launch: requires(write)
      .input(surveyIdInput)
      .mutation(({ ctx, input }) => setSurveyStatus(ctx.db, ctx.tenant, audience, input.id, "running")),
    stop: requires(write)
      .input(surveyIdInput)
      .mutation(({ ctx, input }) => setSurveyStatus(ctx.db, ctx.tenant, audience, input.id, "stopped")),
    delete: requires(write)
      .input(surveyIdInput)
      .mutation(({ ctx, input }) => deleteSurvey(ctx.db, ctx.tenant, audience, input.id)),
  });
}

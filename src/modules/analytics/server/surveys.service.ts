import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { listMembers, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { SurveyAudience } from "../contracts/surveys.constants";
import type { SaveSurveyInput } from "../contracts/surveys.contracts";
import { analyticsSurveyResponses, analyticsSurveys } from "../db/wire.table";
import type { SurveyDefinition } from "../surveys/survey.contracts";
import { forgetDefinitions } from "./wire.queries";

/**
 * Surveys a workspace builds: for its own sites (website/site-form, shown by the site script) or,
 * for the workspace whose token the product itself measures with, the product's in-app surveys
 * (Settings → Product analytics, shown by posthog-js). Every read and write names the workspace and
 * the audience in its WHERE, so one workspace's ids answer "not found" in another.
 */
const s = analyticsSurveys;
const own = (tenant: Tenant, audience: SurveyAudience, id?: string) =>
  and(eq(s.workspaceId, tenant.workspaceId), eq(s.audience, audience), id ? eq(s.id, id) : undefined);

const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999Z`) : null);
const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

export async function listSurveys(db: Db, tenant: Tenant, audience: SurveyAudience) {
  const responses = db
    .select({ surveyId: analyticsSurveyResponses.surveyId, count: sql<number>`count(*)::int`.as("count") })
    .from(analyticsSurveyResponses)
    .where(eq(analyticsSurveyResponses.workspaceId, tenant.workspaceId))
    .groupBy(analyticsSurveyResponses.surveyId)
    .as("responses");
  const rows = await db
    .select({
      id: s.id,
      name: s.name,
      type: s.type,
      status: s.status,
      startDate: s.startDate,
      endDate: s.endDate,
      updatedAt: s.updatedAt,
      responses: sql<number>`coalesce(${responses.count}, 0)`,
    })
    .from(s)
    .leftJoin(responses, eq(responses.surveyId, s.id))
    .where(own(tenant, audience))
    .orderBy(desc(s.updatedAt));
  return rows.map((row) => ({ ...row, responses: Number(row.responses) }));
}

/** One survey as the builder edits it (the shape of saveSurveyInput). */
export async function getSurvey(db: Db, tenant: Tenant, audience: SurveyAudience, id: string) {
  const [row] = await db
    .select()
    .from(s)
    .where(own(tenant, audience, id));
  if (!row) throw new NotFoundError("Survey");
  return {
    id: row.id,
    status: row.status,
    definition: row.definition as SurveyDefinition,
    startDate: dayOf(row.startDate),
    endDate: dayOf(row.endDate),
    followUpUserId: row.followUp?.assigneeUserId ?? "",
  };
}

/** The members a detractor's follow-up can go to. */
export async function surveyAssignees(db: Db, tenant: Tenant) {
  return (await listMembers(db, tenant)).map((m) => ({ userId: m.userId, name: m.name ?? m.email, email: m.email }));
}

async function checkFollowUp(db: Db, tenant: Tenant, userId: string) {
  if (!userId) return null;
  const members = await listMembers(db, tenant);
  if (!members.some((m) => m.userId === userId))
    throw new InvalidError("Choose a member of this workspace.", { followUpUserId: "Choose a member of this workspace." });
  return { assigneeUserId: userId };
}

/** Creates a draft (no id) or saves the builder's changes; a running survey's changes are served at once. */
export async function saveSurvey(db: Db, tenant: Tenant, audience: SurveyAudience, input: SaveSurveyInput) {
  const values = {
    name: input.definition.name,
    type: input.definition.type,
    definition: input.definition as unknown as Record<string, unknown>,
    startDate: dayStart(input.startDate),
    endDate: dayEnd(input.endDate),
    followUp: await checkFollowUp(db, tenant, input.followUpUserId),
  };
  if (!input.id) {
    const [row] = await db
      .insert(s)
      .values({ workspaceId: tenant.workspaceId, audience, status: "draft", ...values })
      .returning({ id: s.id, name: s.name, status: s.status });
    return row!;
  }
  const [row] = await db
    .update(s)
    .set({ ...values, updatedAt: sql`now()` })
    .where(own(tenant, audience, input.id))
    .returning({ id: s.id, name: s.name, status: s.status });
  if (!row) throw new NotFoundError("Survey");
  forgetDefinitions(tenant.workspaceId);
  return row;
}

/** Launch (running: served between its start and end) or stop (kept with its answers, no longer shown). */
export async function setSurveyStatus(db: Db, tenant: Tenant, audience: SurveyAudience, id: string, status: "running" | "stopped") {
  const [row] = await db
    .update(s)
    .set({ status, updatedAt: sql`now()` })
    .where(own(tenant, audience, id))
    .returning({ id: s.id, name: s.name, status: s.status, endDate: s.endDate });
  if (!row) throw new NotFoundError("Survey");
  forgetDefinitions(tenant.workspaceId);
  return { id: row.id, name: row.name, status: row.status, ended: row.endDate !== null && row.endDate < new Date() };
}

/** Deletes a survey and its answers. */
export async function deleteSurvey(db: Db, tenant: Tenant, audience: SurveyAudience, id: string) {
  const [row] = await db
    .delete(s)
    .where(own(tenant, audience, id))
    .returning({ id: s.id, name: s.name });
  if (!row) throw new NotFoundError("Survey");
  forgetDefinitions(tenant.workspaceId);
  return row;
}

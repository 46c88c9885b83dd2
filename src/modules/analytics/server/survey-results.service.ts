import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import { csvText, type CsvValue } from "@/lib/csv";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { SURVEY_EVENTS } from "../contracts/wire.constants";
import type { SurveyAudience } from "../contracts/surveys.constants";
import { analyticsEvents } from "../db/events.table";
import { analyticsSurveyResponses, analyticsSurveys } from "../db/wire.table";
import { summarizeResponses } from "../surveys/results";
import type { SurveyQuestion } from "../surveys/survey.types";

/** Answers the results read at most (the newest); the CSV has every one. */
const RESULTS_WINDOW = 10_000;

async function surveyOf(db: Db, tenant: Tenant, audience: SurveyAudience, id: string) {
  const s = analyticsSurveys;
  const [row] = await db
    .select({ id: s.id, name: s.name, definition: s.definition })
    .from(s)
    .where(and(eq(s.workspaceId, tenant.workspaceId), eq(s.audience, audience), eq(s.id, id)));
  if (!row) throw new NotFoundError("Survey");
  return { id: row.id, name: row.name, questions: ((row.definition as { questions?: SurveyQuestion[] }).questions ?? []) as SurveyQuestion[] };
}

/**
 * A survey's results: responses, how often it was shown (`survey shown` events) and so the response
 * rate, and per question its counts, NPS and buckets, or its newest open answers.
 */
export async function surveyResults(db: Db, tenant: Tenant, audience: SurveyAudience, id: string) {
  const survey = await surveyOf(db, tenant, audience, id);
  const r = analyticsSurveyResponses;
  const e = analyticsEvents;
  const [rows, [counts], [shown]] = await Promise.all([
    db
      .select({ answers: r.answers })
      .from(r)
      .where(and(eq(r.workspaceId, tenant.workspaceId), eq(r.surveyId, id)))
      .orderBy(desc(r.receivedAt))
      .limit(RESULTS_WINDOW),
    db
      .select({ responses: sql<number>`count(*)::int` })
      .from(r)
      .where(and(eq(r.workspaceId, tenant.workspaceId), eq(r.surveyId, id))),
    db
      .select({ shown: sql<number>`count(*)::int` })
      .from(e)
      .where(and(eq(e.workspaceId, tenant.workspaceId), eq(e.event, SURVEY_EVENTS.shown), sql`${e.properties}->>'$survey_id' = ${id}`)),
  ]);
  const responses = Number(counts?.responses ?? 0);
  const shownCount = Number(shown?.shown ?? 0);
  return {
    id: survey.id,
    name: survey.name,
    responses,
    shown: shownCount,
    responseRate: shownCount > 0 ? Math.min(1, responses / shownCount) : null,
    questions: summarizeResponses(
      survey.questions,
      rows.map((row) => row.answers),
    ),
  };
}

/** Every answer as CSV (UTF-8 with a BOM; a cell starting with = + - @ can't run as a formula): one column per question. */
export async function surveyResponsesCsv(db: Db, tenant: Tenant, audience: SurveyAudience, id: string) {
  const survey = await surveyOf(db, tenant, audience, id);
  const r = analyticsSurveyResponses;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.workspaceId, tenant.workspaceId), eq(r.surveyId, id)))
    .orderBy(desc(r.receivedAt));
  const header = ["Received at", "Visitor", "Completed", ...survey.questions.map((q) => q.question)];
  const lines: CsvValue[][] = rows.map((row) => [
    row.receivedAt,
    row.distinctId,
    row.completed ? "yes" : "no",
    ...survey.questions.map((q) => {
      const answer = row.answers[q.id];
      return Array.isArray(answer) ? answer.map(String) : (answer as CsvValue);
    }),
  ]);
  const slug =
    survey.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "survey";
  return { filename: `${slug}-responses.csv`, csv: csvText([header, ...lines]) };
}

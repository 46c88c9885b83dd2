import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { CaptureEventInput } from "../contracts/events.contracts";
import type { SurveyFollowUp } from "../contracts/surveys.constants";
import { analyticsSurveyResponses, analyticsSurveys } from "../db/wire.table";
import { answersFromEvent, checkAnswers } from "../surveys/answers";
import { ratingBucket } from "../surveys/rating";
import type { SurveyQuestion } from "../surveys/survey.types";
import { surveyQuestions } from "./wire.queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SurveyAnswer = { surveyId: string; submissionId: string; distinctId: string; given: Record<string, unknown>; completed: boolean };

export type StoredSurveyAnswer = {
  survey: { id: string; name: string; followUp: SurveyFollowUp | null };
  /** The checked answers, question text → answer, in the survey's order (for a timeline entry). */
  lines: { question: string; answer: string }[];
  /** A rating answered at the bad end: NPS 0–6, or negative on a 3- or 5-point scale. */
  detractor: boolean;
  /** False when this submission id was stored before (its answers were replaced). */
  created: boolean;
};

/**
 * Checks answers (question id → answer) against their survey's questions (a rating out of its
 * scale's range, a choice that isn't one…) and stores them once per submission id (a submission
 * sent again replaces its answers). The one path every answer takes: posthog-js's `survey sent`
 * events and the site script's answers.
 */
export async function recordSurveyAnswer(
  db: Db,
  workspaceId: string,
  input: SurveyAnswer,
): Promise<{ ok: false; message: string } | ({ ok: true } & StoredSurveyAnswer)> {
  if (!UUID.test(input.surveyId)) return { ok: false, message: "A survey answer names its survey in $survey_id." };
  const s = analyticsSurveys;
  const [survey] = await db
    .select({ id: s.id, name: s.name, definition: s.definition, followUp: s.followUp })
    .from(s)
    .where(and(eq(s.workspaceId, workspaceId), eq(s.id, input.surveyId)));
  if (!survey) return { ok: false, message: "That survey isn't one of this workspace's." };
  const questions = ((survey.definition as { questions?: SurveyQuestion[] }).questions ?? []) as SurveyQuestion[];
  const { answers, errors } = checkAnswers(questions, input.given);
  const first = Object.values(errors)[0];
  if (first) return { ok: false, message: first };
  const r = analyticsSurveyResponses;
  const [row] = await db
    .insert(r)
    .values({
      workspaceId,
      surveyId: survey.id,
      submissionId: input.submissionId.slice(0, 200),
      distinctId: input.distinctId,
      answers,
      completed: input.completed,
    })
    .onConflictDoUpdate({ target: [r.workspaceId, r.surveyId, r.submissionId], set: { answers, completed: input.completed } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  const lines = questions.filter((q) => answers[q.id] !== undefined).map((q) => ({ question: q.question, answer: [answers[q.id]].flat().join(", ") }));
  const detractor = questions.some((q) => {
    const value = answers[q.id];
    if (q.type !== "rating" || typeof value !== "number") return false;
    const bucket = ratingBucket(q.scale, value);
    return bucket === "detractors" || bucket === "negative";
  });
  return { ok: true, survey: { id: survey.id, name: survey.name, followUp: survey.followUp }, lines, detractor, created: Boolean(row?.created) };
}

/**
 * Stores the answers of a `survey sent` event (`$survey_submission_id`, else the event's uuid, names
 * the submission). Returns why it was refused, or null when stored.
 */
export async function storeSurveyResponse(db: Db, workspaceId: string, event: CaptureEventInput): Promise<string | null> {
  const properties = (event.properties ?? {}) as Record<string, unknown>;
  const surveyId = properties.$survey_id;
  if (typeof surveyId !== "string" || !UUID.test(surveyId)) return "A survey answer names its survey in $survey_id.";
  const questions = await surveyQuestions(db, workspaceId, surveyId);
  if (!questions) return "That survey isn't one of this workspace's.";
  const submission = properties.$survey_submission_id;
  const result = await recordSurveyAnswer(db, workspaceId, {
    surveyId,
    submissionId: typeof submission === "string" && submission ? submission : (event.uuid ?? crypto.randomUUID()),
    distinctId: event.distinctId,
    given: answersFromEvent(questions, properties),
    completed: properties.$survey_completed !== false,
  });
  return result.ok ? null : result.message;
}

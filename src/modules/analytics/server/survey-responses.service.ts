import "server-only";
import type { Db } from "@/server/db/client";
import type { CaptureEventInput } from "../contracts/events.contracts";
import { analyticsSurveyResponses } from "../db/wire.table";
import { answersFromEvent, checkAnswers } from "../surveys/answers";
import { surveyQuestions } from "./wire.queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores the answers of a `survey sent` event, checked against its survey's questions (a rating out
 * of its scale's range, a choice that isn't one…). Returns why it was refused, or null when stored
 * (a submission sent again is stored once: `$survey_submission_id`, else the event's uuid).
 */
export async function storeSurveyResponse(db: Db, workspaceId: string, event: CaptureEventInput): Promise<string | null> {
  const properties = (event.properties ?? {}) as Record<string, unknown>;
  const surveyId = properties.$survey_id;
  if (typeof surveyId !== "string" || !UUID.test(surveyId)) return "A survey answer names its survey in $survey_id.";
  const questions = await surveyQuestions(db, workspaceId, surveyId);
  if (!questions) return "That survey isn't one of this workspace's.";
  const { answers, errors } = checkAnswers(questions, answersFromEvent(questions, properties));
  const first = Object.values(errors)[0];
  if (first) return first;
  const submission = properties.$survey_submission_id;
  const submissionId = typeof submission === "string" && submission ? submission.slice(0, 200) : (event.uuid ?? crypto.randomUUID());
  await db
    .insert(analyticsSurveyResponses)
    .values({
      workspaceId,
      surveyId,
      submissionId,
      distinctId: event.distinctId,
      answers,
      completed: properties.$survey_completed !== false,
    })
    .onConflictDoUpdate({
      target: [analyticsSurveyResponses.workspaceId, analyticsSurveyResponses.surveyId, analyticsSurveyResponses.submissionId],
      set: { answers, completed: properties.$survey_completed !== false },
    });
  return null;
}

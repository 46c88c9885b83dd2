import { checkRating, ratingBucket } from "./rating";
import type { RatingScale, SurveyQuestion } from "./survey.types";

/** Where a survey goes after a question was answered: a question's index, or the end. */
export type NextStep = number | "end";

/**
 * Resolves a question's branching as posthog-js does (utils/survey-branching.ts):
 * - none or next_question: the next question, the end after the last;
 * - end: the end;
 * - specific_question: that index (the end when it's out of range);
 * - response_based: single choice by the chosen option's index (an answer that isn't one of the
 *   choices is the open choice, the last one), rating by its bucket; no rule for the answer → the
 *   next question. Other question types have no response-based branching: the next question.
 */
export function nextStep(questions: readonly SurveyQuestion[], index: number, answer: unknown): NextStep {
  const question = questions[index];
  if (!question) return "end";
  const following: NextStep = index + 1 < questions.length ? index + 1 : "end";
  const branching = question.branching;
  if (!branching || branching.type === "next_question") return following;
  if (branching.type === "end") return "end";
  if (branching.type === "specific_question") return inRange(questions, branching.index);
  const key = responseKey(question, answer);
  const target = key === null ? undefined : branching.responseValues[key];
  if (target === undefined) return following;
  return target === "end" ? "end" : inRange(questions, target);
}

const inRange = (questions: readonly SurveyQuestion[], target: number): NextStep =>
  Number.isInteger(target) && target >= 0 && target < questions.length ? target : "end";

function responseKey(question: SurveyQuestion, answer: unknown): string | null {
  if (question.type === "single_choice") {
    if (typeof answer !== "string") return null;
    const at = question.choices.indexOf(answer);
    if (at >= 0) return String(at);
    return question.hasOpenChoice && question.choices.length > 0 ? String(question.choices.length - 1) : null;
  }
  if (question.type === "rating") {
    const rating = checkRating(question.scale, answer);
    return rating.ok ? ratingBucket(question.scale as RatingScale, rating.value) : null;
  }
  return null;
}

/** The indexes a person who gives these answers (by question id) walks through, first to last. */
export function surveyPath(questions: readonly SurveyQuestion[], answers: Record<string, unknown>): number[] {
  const path: number[] = [];
  let at: NextStep = questions.length > 0 ? 0 : "end";
  while (at !== "end" && !path.includes(at)) {
    path.push(at);
    at = nextStep(questions, at, answers[questions[at]!.id]);
  }
  return path;
}

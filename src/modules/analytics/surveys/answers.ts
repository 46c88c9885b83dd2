import { checkRating } from "./rating";
import type { SurveyQuestion } from "./survey.types";

export const MAX_OPEN_ANSWER_LENGTH = 5000;

export type AnswersCheck = { answers: Record<string, string | number | string[]>; errors: Record<string, string> };

/**
 * Checks the answers a person gave (question id → answer) against the survey's questions: a rating
 * in its scale's range, a single choice among the choices (any text when it has an open choice),
 * multiple choices likewise, open text and link answers as text. Unknown question ids and empty
 * answers are left out; each refused answer is named in `errors` with a plain message.
 */
export function checkAnswers(questions: readonly SurveyQuestion[], given: Record<string, unknown>): AnswersCheck {
  const answers: AnswersCheck["answers"] = {};
  const errors: AnswersCheck["errors"] = {};
  for (const question of questions) {
    const answer = given[question.id];
    if (answer === undefined || answer === null || answer === "") continue;
    const result = checkOne(question, answer);
    if ("error" in result) errors[question.id] = result.error;
    else answers[question.id] = result.value;
  }
  return { answers, errors };
}

function checkOne(question: SurveyQuestion, answer: unknown): { value: string | number | string[] } | { error: string } {
  switch (question.type) {
    case "rating": {
      const rating = checkRating(question.scale, answer);
      return rating.ok ? { value: rating.value } : { error: rating.message };
    }
    case "single_choice": {
      if (typeof answer !== "string") return { error: "Pick one of the choices." };
      return question.choices.includes(answer) || question.hasOpenChoice ? text(answer) : { error: "That answer isn't one of the choices." };
    }
    case "multiple_choice": {
      const picked = Array.isArray(answer) ? answer : [answer];
      if (!picked.every((p): p is string => typeof p === "string")) return { error: "Pick choices from the list." };
      const strangers = picked.filter((p) => !question.choices.includes(p));
      if (strangers.length > (question.hasOpenChoice ? 1 : 0)) return { error: "An answer isn't one of the choices." };
      if (picked.some((p) => p.length > MAX_OPEN_ANSWER_LENGTH)) return { error: `An answer has at most ${MAX_OPEN_ANSWER_LENGTH} characters.` };
      return { value: picked };
    }
    case "open":
    case "link":
      return typeof answer === "string" || typeof answer === "number" ? text(String(answer)) : { error: "Answer with text." };
  }
}

const text = (value: string) => (value.length > MAX_OPEN_ANSWER_LENGTH ? { error: `An answer has at most ${MAX_OPEN_ANSWER_LENGTH} characters.` } : { value });

/**
 * The answers in a `survey sent` event's properties: `$survey_response_<question id>` (posthog-js
 * today), else the older `$survey_response` (first question) and `$survey_response_<index>`.
 */
export function answersFromEvent(questions: readonly SurveyQuestion[], properties: Record<string, unknown>): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  questions.forEach((question, index) => {
    const byId = properties[`$survey_response_${question.id}`];
    const legacy = index === 0 ? properties.$survey_response : properties[`$survey_response_${index}`];
    const answer = byId !== undefined ? byId : legacy;
    if (answer !== undefined) given[question.id] = answer;
  });
  return given;
}

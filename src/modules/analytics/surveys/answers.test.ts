import { describe, expect, it } from "vitest";
import { answersFromEvent, checkAnswers } from "./answers";
import type { SurveyQuestion } from "./survey.types";

const questions: SurveyQuestion[] = [
  { id: "nps", type: "rating", question: "?", scale: 10, display: "number", lowerBoundLabel: "", upperBoundLabel: "" },
  { id: "pick", type: "single_choice", question: "?", choices: ["A", "B"] },
  { id: "many", type: "multiple_choice", question: "?", choices: ["X", "Y"], hasOpenChoice: true },
  { id: "why", type: "open", question: "?" },
];

describe("survey answers", () => {
  it("keeps valid answers and names each refused one", () => {
    expect(checkAnswers(questions, { nps: "9", pick: "A", many: ["X", "mine"], why: "Because" })).toEqual({
      answers: { nps: 9, pick: "A", many: ["X", "mine"], why: "Because" },
      errors: {},
    });
    const bad = checkAnswers(questions, { nps: 11, pick: "C", many: ["p", "q"], why: { no: 1 }, unknown: 1 });
    expect(bad.answers).toEqual({});
    expect(bad.errors).toEqual({
      nps: "The response must be a whole number in range 0-10.",
      pick: "That answer isn't one of the choices.",
      many: "An answer isn't one of the choices.",
      why: "Answer with text.",
    });
  });

  it("reads $survey_response_<id>, then the older $survey_response and $survey_response_<index>", () => {
    expect(answersFromEvent(questions, { $survey_response_nps: 8, $survey_response_1: "B", $survey_response_why: "ok" })).toEqual({
      nps: 8,
      pick: "B",
      why: "ok",
    });
    expect(answersFromEvent(questions, { $survey_response: 3 })).toEqual({ nps: 3 });
  });
});

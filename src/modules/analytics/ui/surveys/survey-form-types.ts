import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { saveSurveyInput } from "../../contracts/surveys.contracts";
import type { SurveyQuestion } from "../../surveys/survey.types";

/** The builder's form: the whole save input, as react-hook-form holds it. */
export type SurveyValues = z.input<typeof saveSurveyInput>;
export type SurveyForm = UseFormReturn<SurveyValues, unknown, z.output<typeof saveSurveyInput>>;

export const newQuestionId = () => `q${Math.random().toString(36).slice(2, 8)}`;

/** A question of `type` that keeps what the old one had in common (its id, text, description). */
export function questionOfType(type: SurveyQuestion["type"], from: Pick<SurveyQuestion, "id" | "question" | "description">): SurveyQuestion {
  const base = { id: from.id, question: from.question, ...(from.description ? { description: from.description } : {}) };
  switch (type) {
    case "rating":
      return { ...base, type, scale: 10, display: "number", lowerBoundLabel: "Not likely", upperBoundLabel: "Very likely" };
    case "single_choice":
    case "multiple_choice":
      return { ...base, type, choices: ["Yes", "No"] };
    case "link":
      return { ...base, type, link: "https://", buttonText: "Open" };
    case "open":
      return { ...base, type };
  }
}

/** A new survey starts as the classic NPS: the 0–10 question, then why (skipped by promoters). */
export function blankSurvey(): SurveyValues {
  return {
    definition: {
      name: "",
      type: "popover",
      questions: [
        {
          id: newQuestionId(),
          type: "rating",
          question: "How likely are you to recommend us to a friend or colleague?",
          scale: 10,
          display: "number",
          lowerBoundLabel: "Not likely",
          upperBoundLabel: "Very likely",
        },
        { id: newQuestionId(), type: "open", question: "What is the main reason for your score?" },
      ],
      appearance: { position: "right" },
      conditions: { url: "", urlMatchType: "icontains", deviceTypes: [], seenSurveyWaitPeriodInDays: 30 },
      schedule: "once",
    },
    startDate: "",
    endDate: "",
    followUpUserId: "",
  };
}

export const questionTypeLabel: Record<SurveyQuestion["type"], string> = {
  rating: "Rating",
  single_choice: "One choice",
  multiple_choice: "Several choices",
  open: "Open text",
  link: "Link",
};

/** The keys of response-based branching for a rating of this scale, with their plain names. */
export const ratingBuckets = (scale: number): [string, string][] =>
  scale === 10
    ? [
        ["detractors", "0 to 6 (detractors)"],
        ["passives", "7 or 8 (passives)"],
        ["promoters", "9 or 10 (promoters)"],
      ]
    : [
        ["negative", scale === 3 ? "1 (negative)" : "1 or 2 (negative)"],
        ["neutral", scale === 3 ? "2 (neutral)" : "3 (neutral)"],
        ["positive", scale === 3 ? "3 (positive)" : "4 or 5 (positive)"],
      ];

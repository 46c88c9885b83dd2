/**
 * PostHog-compatible survey shapes (posthog-js 1.449.2, browser-common/src/types/surveys.ts), the
 * part this product stores and checks. zod-free: the pure functions beside it, the receiver and a
 * later marketer-survey part (website/site-form) share them.
 */
export const surveyQuestionTypes = ["open", "multiple_choice", "single_choice", "rating", "link"] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

export const ratingScales = [3, 5, 10] as const;
export type RatingScale = (typeof ratingScales)[number];

export const branchingTypes = ["next_question", "end", "response_based", "specific_question"] as const;

export type SurveyBranching =
  | { type: "next_question" }
  | { type: "end" }
  | { type: "specific_question"; index: number }
  /** Keys: a choice's index (single choice) or a rating bucket (negative, neutral, positive, detractors, passives, promoters); values: a question index or "end". */
  | { type: "response_based"; responseValues: Record<string, number | "end"> };

type QuestionBase = {
  id: string;
  question: string;
  description?: string;
  descriptionContentType?: "html" | "text";
  optional?: boolean;
  buttonText?: string;
  branching?: SurveyBranching;
};

export type SurveyQuestion =
  | (QuestionBase & { type: "open" })
  | (QuestionBase & { type: "link"; link: string })
  | (QuestionBase & { type: "single_choice" | "multiple_choice"; choices: string[]; hasOpenChoice?: boolean; shuffleOptions?: boolean })
  | (QuestionBase & { type: "rating"; scale: RatingScale; display: "number" | "emoji"; lowerBoundLabel: string; upperBoundLabel: string });

export type RatingBucket = "negative" | "neutral" | "positive" | "detractors" | "passives" | "promoters";

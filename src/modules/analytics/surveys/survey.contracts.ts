import { z } from "zod";
import { surveyTypes } from "../contracts/wire.constants";
import { surveyQuestionTypes } from "./survey.types";

const text = (max: number) => z.string().trim().max(max);
const branching = z.discriminatedUnion("type", [
  z.object({ type: z.literal("next_question") }),
  z.object({ type: z.literal("end") }),
  z.object({ type: z.literal("specific_question"), index: z.number().int().min(0) }),
  z.object({ type: z.literal("response_based"), responseValues: z.record(z.string(), z.union([z.number().int().min(0), z.literal("end")])) }),
]);
const base = {
  id: z.string().min(1).max(100),
  question: text(500).min(1, "Write the question."),
  description: text(2000).optional(),
  descriptionContentType: z.enum(["html", "text"]).optional(),
  optional: z.boolean().optional(),
  buttonText: text(100).optional(),
  branching: branching.optional(),
};
const choices = z.array(text(200).min(1)).min(1, "Give at least one choice.").max(50);

/** One question of a PostHog-compatible survey (see survey.types.ts). */
export const surveyQuestion = z.discriminatedUnion("type", [
  z.object({ ...base, type: z.literal("open") }),
  z.object({ ...base, type: z.literal("link"), link: z.url() }),
  z.object({
    ...base,
    type: z.enum(["single_choice", "multiple_choice"]),
    choices,
    hasOpenChoice: z.boolean().optional(),
    shuffleOptions: z.boolean().optional(),
  }),
  z.object({
    ...base,
    type: z.literal("rating"),
    scale: z.union([z.literal(3), z.literal(5), z.literal(10)], { error: "A rating question has a scale of 3, 5 or 10." }),
    display: z.enum(["number", "emoji"]),
    lowerBoundLabel: text(100),
    upperBoundLabel: text(100),
  }),
]);

/** A survey as stored (the JSON posthog-js reads, minus what the table's columns hold). */
export const surveyDefinition = z.object({
  name: text(200).min(1, "Name the survey."),
  type: z.enum(surveyTypes),
  questions: z.array(surveyQuestion).min(1, "Add a question.").max(20),
  /** What the builder sets of posthog-js's appearance: a pop-up's corner, a widget's look and text. */
  appearance: z
    .object({
      position: z.enum(["left", "right", "center"]).optional(),
      widgetType: z.enum(["button", "tab"]).optional(),
      widgetLabel: text(50).optional(),
    })
    .optional(),
  conditions: z
    .object({
      url: z.string().max(500).optional(),
      urlMatchType: z.enum(["exact", "is_not", "icontains", "not_icontains", "regex", "not_regex"]).optional(),
      selector: z.string().max(200).optional(),
      seenSurveyWaitPeriodInDays: z.number().int().min(0).max(3650).optional(),
      deviceTypes: z.array(z.enum(["Desktop", "Mobile", "Tablet"])).optional(),
    })
    .optional(),
  schedule: z.enum(["once", "recurring"]).optional(),
  /** How often a recurring survey asks again (posthog-js's iteration_frequency_days). */
  iteration_frequency_days: z.number({ error: "Give a number of days." }).int().min(1, "Ask again after at least 1 day.").max(365).optional(),
});
export type SurveyDefinition = z.infer<typeof surveyDefinition>;

export { surveyQuestionTypes };

import { z } from "zod";
import { surveyDefinition } from "../surveys/survey.contracts";

const day = z.union([z.literal(""), z.iso.date({ error: "Enter a date as YYYY-MM-DD." })]).default("");

/**
 * A survey as the builder saves it (without `id`, a new draft): its PostHog-compatible definition,
 * the days it runs between (empty: from launch, no end) and who follows up a detractor (empty: nobody).
 */
export const saveSurveyInput = z
  .object({
    id: z.uuid().optional(),
    definition: surveyDefinition,
    startDate: day,
    endDate: day,
    followUpUserId: z.union([z.literal(""), z.uuid({ error: "Choose a member from the list." })]).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end is before the start." });
    if (value.definition.schedule === "recurring" && !value.definition.iteration_frequency_days)
      ctx.addIssue({ code: "custom", path: ["definition", "iteration_frequency_days"], message: "Say how many days pass before it asks again." });
    value.definition.questions.forEach((question, index) => {
      const branching = question.branching;
      const targets =
        branching?.type === "specific_question" ? [branching.index] : branching?.type === "response_based" ? Object.values(branching.responseValues) : [];
      if (targets.some((t) => t !== "end" && (t <= index || t >= value.definition.questions.length)))
        ctx.addIssue({ code: "custom", path: ["definition", "questions", index, "branching"], message: "Jump to a later question, or to the end." });
    });
  });
export type SaveSurveyInput = z.output<typeof saveSurveyInput>;

export const surveyIdInput = z.object({ id: z.uuid({ error: "Choose a survey from the list." }) });
export type SurveyIdInput = z.output<typeof surveyIdInput>;
